// Posting a position and editing one (decision 0024): the same form
// and rules. The values go into the church outbox with the job description file and are sent from
// there at once when online, later when not. An edit names the version it started from; when the
// position was changed meanwhile elsewhere (412) the refused edit is kept and its page sets both
// versions side by side. A refused write being corrected shows the server's messages under its
// fields.
import { revalidateLogic } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState, type RefObject } from 'react';
import type { ChurchProfile } from '../../../../shared/types';
import { useOnline } from '../../../lib/online-status';
import { documentTypeOf } from '../../../lib/upload-file';
import type { ChurchEntry, EntryOf } from '../../../offline/church-queue';
import type { OutboxFile } from '../../../offline/outbox-db';
import { useAppForm } from '../../../ui/form/form-kit';
import { NO_FILE, type FileChoice } from '../../../ui/form/use-file-choice';
import { showToast } from '../../../ui/toast';
import { sendChurchWrite } from '../offline/use-church-outbox';
import { POSITION_POSTED_TOAST, refreshChurchReads } from '../offline/use-church-sync';
import { settleFormWrite, useRefusalUnderFields } from '../offline/settle-form-write';
import { positionEditDelivered } from '../position/position-writes';
import {
  editedPositionData,
  emptyPositionForm,
  positionBody,
  positionFormSchema,
  positionFormValues,
} from './position-body';

/** The failure text for this form. */
const POST_FAILED = 'Failed to post position. Please try again.';
/** The same for an edit. */
const EDIT_FAILED = 'Failed to save your changes. Please try again.';

/** A queued new position. */
export type PositionEntry = ChurchEntry & { operation: { kind: 'position-create' } };

/** A queued edit of a position. */
export type EditEntry = EntryOf<'position-edit'>;

/** What the form does: post a new position, or edit one from the version it was read at. */
export type PositionFormMode =
  | { kind: 'post'; correcting: PositionEntry | undefined }
  | {
      kind: 'edit';
      positionId: string;
      /** The church's latest text of the position, or the refused edit being corrected. */
      values: ReturnType<typeof positionFormValues>;
      /** The version the edit starts from (If-Match). */
      version: number;
      correcting: EditEntry | undefined;
    };

/** The file to queue with a position: the bytes, and the stored address if already uploaded. */
async function outboxFileOf(file: File, storedAddress?: string): Promise<OutboxFile | undefined> {
  const contentType = documentTypeOf(file);
  if (!contentType) return undefined;
  return {
    kind: 'job-description',
    name: file.name,
    contentType,
    bytes: await file.arrayBuffer(),
    ...(storedAddress ? { storedAddress } : {}),
  };
}

/** The form's first values. */
function startingValues(mode: PositionFormMode) {
  if (mode.kind === 'edit') return mode.values;
  return mode.correcting
    ? { ...emptyPositionForm(), ...mode.correcting.operation.input }
    : emptyPositionForm();
}

/** The post-position form, or the same form editing a position. */
export function usePositionForm({
  profile,
  onProfileRequired,
  mode,
  formRef,
}: {
  profile: ChurchProfile;
  onProfileRequired: () => void;
  mode: PositionFormMode;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  // The job description: uploaded (kept so a queued position carries its address), or picked
  // without a connection and uploaded when the position is sent.
  const [file, setFile] = useState<FileChoice>(NO_FILE);
  // The version the edit started from, as the form opened: a later read (another device's edit
  // arriving) must not move it, or that edit would be overwritten unseen.
  const [startVersion] = useState(mode.kind === 'edit' ? mode.version : 0);
  const correcting = mode.correcting;
  const form = useAppForm({
    defaultValues: startingValues(mode),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: positionFormSchema },
    onSubmit: async ({ value, formApi }) => {
      const context = {
        correcting: correcting !== undefined,
        online,
        failure: mode.kind === 'edit' ? EDIT_FAILED : POST_FAILED,
        element: formRef.current,
        fields: formApi,
      };
      const options = async () => {
        const queuedFile = file.file ? await outboxFileOf(file.file, file.url ?? undefined) : null;
        return {
          ...(queuedFile ? { file: queuedFile } : {}),
          ...(correcting ? { replacing: correcting.id } : {}),
        };
      };
      if (mode.kind === 'edit') {
        const input = editedPositionData(value);
        const operation = {
          kind: 'position-edit' as const,
          positionId: mode.positionId,
          title: input.title,
          version: startVersion,
          input,
        };
        await settleFormWrite(
          async () => sendChurchWrite(operation, await options()),
          {
            ...context,
            done: () => navigate({ to: '/church/positions/$id', params: { id: mode.positionId } }),
            // Changed meanwhile elsewhere: this page again, setting both versions side by side.
            onConflict: (entry) =>
              navigate({
                to: '/church/positions/$id/edit',
                params: { id: mode.positionId },
                search: { edit: entry.id },
                replace: true,
              }),
          },
          positionEditDelivered(operation),
        );
        return;
      }
      await settleFormWrite(
        async () => {
          const { jobDescriptionUrl: _address, ...input } = positionBody(value, profile.id);
          return sendChurchWrite({ kind: 'position-create', input }, await options());
        },
        {
          ...context,
          done: () => navigate({ to: '/church/dashboard' }),
          // The profile was removed since this page loaded (another tab, an admin).
          handleRefusal: (refused) => {
            if (!refused.churchProfileId) return false;
            onProfileRequired();
            return true;
          },
        },
        () => {
          showToast(POSITION_POSTED_TOAST);
          refreshChurchReads();
        },
      );
    },
  });
  useRefusalUnderFields(form, correcting);
  return { form, file, setFile };
}
