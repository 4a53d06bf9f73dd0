// Saving the church profile: the save goes into the church outbox and
// is sent from there at once when online, later when not. A refused save being corrected shows
// the server's messages under its fields.
import { revalidateLogic } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useState, type RefObject } from 'react';
import {
  churchProfileInputSchema,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { useOnline } from '../../../lib/online-status';
import type { ChurchEntry } from '../../../offline/church-queue';
import { useAppForm } from '../../../ui/form/form-kit';
import { showToast } from '../../../ui/toast';
import { sendChurchWrite } from '../offline/use-church-outbox';
import { settleFormWrite, useRefusalUnderFields } from '../offline/settle-form-write';
import { PROFILE_SAVED_TOAST, refreshChurchReads } from '../offline/use-church-sync';
import { profileBody, profileFormValues } from './profile-body';

/** The failure text for this form. */
const SAVE_FAILED = 'Failed to save profile. Please try again.';

/** A queued profile save. */
export type ProfileEntry = ChurchEntry & { operation: { kind: 'church-profile' } };

/** A save applied: the screens show the server's answer, and the church is told. */
export function profileSaved(saved: unknown): void {
  const answered = saved && typeof saved === 'object' && 'id' in saved;
  refreshChurchReads(answered ? { profile: saved as ChurchProfile } : undefined);
  showToast(PROFILE_SAVED_TOAST);
}

/** The profile form, prefilled with the profile and any save not yet applied. */
export function useProfileForm({
  user,
  existing,
  draft,
  correcting,
  version,
  formRef,
}: {
  user: CurrentUser;
  existing: ChurchProfile | null;
  /** A save made on this device and not yet applied: the form shows it. */
  draft: ProfileEntry | undefined;
  /** The refused save being corrected, if that is what the church opened. */
  correcting: ProfileEntry | undefined;
  /** The version the save starts from (If-Match). */
  version: number;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  // As the form opened: a later read must not move it, or another device's save would be lost.
  const [startVersion] = useState(correcting?.operation.version ?? version);
  // Typed as the schema's input so the shared schema validates the form directly.
  const defaultValues: ChurchProfileInput = profileFormValues(
    draft ? { ...existing, ...draft.operation.input } : existing,
  );
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: churchProfileInputSchema },
    onSubmit: async ({ value, formApi }) => {
      await settleFormWrite(
        () => {
          const body = profileBody(value, user.id, existing?.logoUrl ?? null);
          // Updated if one exists (or a creation is already waiting), else created.
          const mode =
            correcting?.operation.mode ??
            (existing || (draft && !correcting) ? 'update' : 'create');
          return sendChurchWrite(
            {
              kind: 'church-profile',
              mode,
              input: body,
              // A creation has no version yet; an update names the one it started from.
              ...(mode === 'update' ? { version: startVersion } : {}),
            },
            correcting ? { replacing: correcting.id } : {},
          );
        },
        {
          correcting: correcting !== undefined,
          online,
          failure: SAVE_FAILED,
          element: formRef.current,
          fields: formApi,
          done: () => navigate({ to: '/church/dashboard' }),
          // Saved meanwhile elsewhere: this page again, setting both versions side by side.
          onConflict: (entry) =>
            navigate({ to: '/church/profile', search: { edit: entry.id }, replace: true }),
        },
        profileSaved,
      );
    },
  });
  useRefusalUnderFields(form, correcting);
  return form;
}
