// Posting a position (spec sections 2, 5, 6 and 8): the form's values go into the church outbox
// with the job description file, and are sent from there at once when online, later when not. A
// refused position being corrected shows the server's messages under its fields.
import { revalidateLogic } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import { positionInputSchema } from '../../../../shared/schemas/position';
import type { ChurchProfile } from '../../../../shared/types';
import { useOnline } from '../../../lib/online-status';
import { documentTypeOf } from '../../../lib/upload-file';
import type { ChurchEntry } from '../../../offline/church-queue';
import type { OutboxFile } from '../../../offline/outbox-db';
import { useAppForm } from '../../../ui/form/form-kit';
import { serverFieldErrors, showServerFieldErrors } from '../../../ui/form/server-field-errors';
import { NO_FILE, type FileChoice } from '../../../ui/form/use-file-choice';
import { showToast } from '../../../ui/toast';
import { problemAsError } from '../../../offline/problem-error';
import { sendChurchWrite } from '../offline/use-church-outbox';
import { refreshChurchReads } from '../offline/use-church-sync';
import { settleFormWrite, showFailure } from '../offline/settle-form-write';
import { emptyPositionForm, positionBody } from './position-body';

/** The spec's failure text for this form (section 8). */
const POST_FAILED = 'Failed to post position. Please try again.';

/** A queued new position. */
export type PositionEntry = ChurchEntry & { operation: { kind: 'position-create' } };

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

/** The post-position form; `correcting` is a queued position the server refused. */
export function usePositionForm({
  profile,
  onProfileRequired,
  correcting,
  formRef,
}: {
  profile: ChurchProfile;
  onProfileRequired: () => void;
  correcting: PositionEntry | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  // The job description: uploaded (kept so a queued position carries its address), or picked
  // without a connection and uploaded when the position is sent.
  const [file, setFile] = useState<FileChoice>(NO_FILE);
  const form = useAppForm({
    defaultValues: correcting
      ? { ...emptyPositionForm(), ...correcting.operation.input }
      : emptyPositionForm(),
    validationLogic: revalidateLogic(),
    validators: { onDynamic: positionInputSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const { jobDescriptionUrl: _address, ...input } = positionBody(value, profile.id);
        const queuedFile = file.file ? await outboxFileOf(file.file, file.url ?? undefined) : null;
        const outcome = await sendChurchWrite(
          { kind: 'position-create', input },
          {
            ...(queuedFile ? { file: queuedFile } : {}),
            ...(correcting ? { replacing: correcting.id } : {}),
          },
        );
        await settleFormWrite(
          outcome,
          {
            correcting: correcting !== undefined,
            online,
            failure: POST_FAILED,
            element: formRef.current,
            showServerErrors: (error) => {
              showServerFieldErrors(formApi, error);
              return serverFieldErrors(error);
            },
            toDashboard: () => navigate({ to: '/church/dashboard' }),
            // The profile was removed since this page loaded (another tab, an admin).
            handleRefusal: (refused) => {
              if (!refused.churchProfileId) return false;
              onProfileRequired();
              return true;
            },
          },
          () => {
            showToast({
              title: 'Position Posted',
              description: 'Your position has been posted successfully. Students can now apply!',
            });
            refreshChurchReads();
          },
        );
      } catch (error) {
        console.warn('Could not store the position:', error);
        showFailure(POST_FAILED);
      }
    },
  });
  useEffect(() => {
    // What the server refused, under its fields, until the church edits them.
    const refusal = problemAsError(correcting?.lastProblem);
    if (refusal) showServerFieldErrors(form, refusal);
  }, [correcting, form]);
  return { form, file, setFile };
}
