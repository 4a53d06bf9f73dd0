// /church/profile (spec sections 2, 4 and 8): the church's profile form, prefilled when one exists.
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { api } from '../../../../shared/api-routes';
import {
  churchProfileInputSchema,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { invalidate, setQueryData } from '../../../lib/query-cache';
import type { ChurchEntry } from '../../../offline/church-queue';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { BackToDashboard } from '../back-link';
import { FormActions } from '../form-actions';
import { focusFirstInvalid } from '../focus-first-invalid';
import { LoadError } from '../load-error';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { problemAsError } from '../offline/problem-error';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { sendChurchWrite, useChurchOutbox } from '../offline/use-church-outbox';
import { settleFormWrite, showFailure } from '../offline/settle-form-write';
import { TextField } from '../text-field';
import { useChurchProfile } from '../use-church-profile';
import { useServerErrors } from '../use-server-errors';
import { profileBody, profileFormValues, type ProfileFormValues } from './profile-body';

/** The spec's failure text for this form (section 8). */
const SAVE_FAILED = 'Failed to save profile. Please try again.';

const FIELDS = [
  'churchName',
  'denomination',
  'location',
  'website',
  'contactPhone',
  'description',
] as const satisfies readonly (keyof ProfileFormValues)[];

const formCard = cx(card(), css({ display: 'grid', gap: '5' }));

/** The screen, behind the church guard. */
export function ChurchProfilePage() {
  return <RequireChurchOffline>{(user) => <ProfileScreen user={user} />}</RequireChurchOffline>;
}

type ProfileEntry = ChurchEntry & { operation: { kind: 'church-profile' } };

function ProfileScreen({ user }: { user: CurrentUser }) {
  const profile = useChurchProfile(user.id);
  const edits = useChurchOutbox();
  const { edit } = useSearch({ from: '/church/profile' });
  // A refused save opened from the dashboard, else the save still waiting to be sent.
  const found = edit ? edits.all.find((entry) => entry.id === edit) : undefined;
  const correcting =
    found?.operation.kind === 'church-profile' ? (found as ProfileEntry) : undefined;
  const draft = correcting ?? edits.profile;
  const ready = edits.loaded && (profile.status === 'ready' || profile.status === 'missing');
  const existing = profile.status === 'ready' ? profile.profile : null;
  return (
    <Page narrow>
      <BackToDashboard />
      <PageHeader
        title="Church Profile"
        description="Tell students about your church. This is shown with every position you post."
      />
      {profile.status === 'loading' ? <Spinner /> : null}
      {profile.status === 'error' ? (
        <LoadError what="your church profile" error={profile.error} onRetry={profile.retry} />
      ) : null}
      {ready ? (
        <ProfileForm
          // A new draft (e.g. the entry to correct loaded) starts the form afresh.
          key={draft?.id ?? 'saved'}
          user={user}
          existing={existing}
          draft={draft}
          correcting={correcting}
        />
      ) : null}
    </Page>
  );
}

function ProfileForm({
  user,
  existing,
  draft,
  correcting,
}: {
  user: CurrentUser;
  existing: ChurchProfile | null;
  /** A save made on this device and not yet applied: the form shows it. */
  draft: ProfileEntry | undefined;
  /** The refused save being corrected, if that is what the church opened. */
  correcting: ProfileEntry | undefined;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerErrors(FIELDS);
  // Typed as the schema's input so the shared schema validates the form directly.
  const defaultValues: ChurchProfileInput = profileFormValues(
    draft ? { ...existing, ...draft.operation.input } : existing,
  );
  const { fromError } = server;
  useEffect(() => {
    // What the server refused, under its fields, until the church edits them.
    const refusal = problemAsError(correcting?.lastProblem);
    if (refusal) fromError(refusal);
  }, [correcting, fromError]);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onDynamic: churchProfileInputSchema },
    onSubmit: async ({ value }) => {
      server.reset();
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
            showServerErrors: server.fromError,
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

  const fieldProps = (name: (typeof FIELDS)[number]) => ({
    serverErrors: server.errors[name],
    onEdit: () => server.clear(name),
  });

  return (
    <form
      ref={formRef}
      noValidate
      className={formCard}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {draft ? (
        <p className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
          {correcting ? null : <PendingSyncBadge />}
          {correcting
            ? 'These changes were refused by the job board: fix them and save again.'
            : 'These changes are saved on this device and will be sent automatically.'}
        </p>
      ) : null}
      <form.Field name="churchName">
        {(field) => (
          <TextField
            field={field}
            label="Church Name"
            autoComplete="organization"
            {...fieldProps('churchName')}
          />
        )}
      </form.Field>
      <form.Field name="denomination">
        {(field) => (
          <TextField field={field} label="Denomination" {...fieldProps('denomination')} />
        )}
      </form.Field>
      <form.Field name="location">
        {(field) => (
          <TextField
            field={field}
            label="Location"
            placeholder="City, State"
            {...fieldProps('location')}
          />
        )}
      </form.Field>
      <form.Field name="website">
        {(field) => (
          <TextField
            field={field}
            label="Website"
            type="url"
            autoComplete="url"
            placeholder="www.yourchurch.org"
            {...fieldProps('website')}
          />
        )}
      </form.Field>
      <form.Field name="contactPhone">
        {(field) => (
          <TextField
            field={field}
            label="Contact Phone"
            type="tel"
            autoComplete="tel"
            {...fieldProps('contactPhone')}
          />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextField
            field={field}
            label="About Your Church"
            rows={5}
            {...fieldProps('description')}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormActions submitLabel="Save Profile" pendingLabel="Saving..." pending={submitting} />
        )}
      </form.Subscribe>
    </form>
  );
}
