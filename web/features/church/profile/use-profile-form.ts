// Saving the church profile (spec sections 2, 4 and 8): the save goes into the church outbox and
// is sent from there at once when online, later when not. A refused save being corrected shows
// the server's messages under its fields.
import { revalidateLogic } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, type RefObject } from 'react';
import { api } from '../../../../shared/api-routes';
import {
  churchProfileInputSchema,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { useOnline } from '../../../lib/online-status';
import { invalidate, setQueryData } from '../../../lib/query-cache';
import type { ChurchEntry } from '../../../offline/church-queue';
import { useAppForm } from '../../../ui/form/form-kit';
import { serverFieldErrors, showServerFieldErrors } from '../../../ui/form/server-field-errors';
import { showToast } from '../../../ui/toast';
import { problemAsError } from '../../../offline/problem-error';
import { sendChurchWrite } from '../offline/use-church-outbox';
import { settleFormWrite, showFailure } from '../offline/settle-form-write';
import { profileBody, profileFormValues } from './profile-body';

/** The spec's failure text for this form (section 8). */
const SAVE_FAILED = 'Failed to save profile. Please try again.';

/** A queued profile save. */
export type ProfileEntry = ChurchEntry & { operation: { kind: 'church-profile' } };

/** The profile form, prefilled with the profile and any save not yet applied. */
export function useProfileForm({
  user,
  existing,
  draft,
  correcting,
  formRef,
}: {
  user: CurrentUser;
  existing: ChurchProfile | null;
  /** A save made on this device and not yet applied: the form shows it. */
  draft: ProfileEntry | undefined;
  /** The refused save being corrected, if that is what the church opened. */
  correcting: ProfileEntry | undefined;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  // Typed as the schema's input so the shared schema validates the form directly.
  const defaultValues: ChurchProfileInput = profileFormValues(
    draft ? { ...existing, ...draft.operation.input } : existing,
  );
  const form = useAppForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    validators: { onDynamic: churchProfileInputSchema },
    onSubmit: async ({ value, formApi }) => {
      try {
        const body = profileBody(value, user.id, existing?.logoUrl ?? null);
        // Spec section 4: updated if one exists (or a creation is already waiting), else created.
        const mode = existing || (draft && !correcting) ? 'update' : 'create';
        const outcome = await sendChurchWrite(
          { kind: 'church-profile', mode: correcting?.operation.mode ?? mode, input: body },
          correcting ? { replacing: correcting.id } : {},
        );
        await settleFormWrite(
          outcome,
          {
            correcting: correcting !== undefined,
            online,
            failure: SAVE_FAILED,
            element: formRef.current,
            showServerErrors: (error) => {
              showServerFieldErrors(formApi, error);
              return serverFieldErrors(error);
            },
            toDashboard: () => navigate({ to: '/church/dashboard' }),
          },
          (saved) => {
            if (saved && typeof saved === 'object' && 'id' in saved) {
              setQueryData(api.churchProfile, saved);
            } else invalidate(api.churchProfile);
            showToast({
              title: 'Profile Saved',
              description: 'Your church profile has been updated successfully.',
            });
          },
        );
      } catch (error) {
        console.warn('Could not store the profile:', error);
        showFailure(SAVE_FAILED);
      }
    },
  });
  useEffect(() => {
    // What the server refused, under its fields, until the church edits them.
    const refusal = problemAsError(correcting?.lastProblem);
    if (refusal) showServerFieldErrors(form, refusal);
  }, [correcting, form]);
  return form;
}
