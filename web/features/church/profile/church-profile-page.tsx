// /church/profile (spec sections 2, 4 and 8): the church's profile form, prefilled when one exists.
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { api } from '../../../../shared/api-routes';
import {
  churchProfileInputSchema,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { RequireChurch } from '../../../app/guards';
import { invalidate, setQueryData } from '../../../lib/query-cache';
import { isUnauthorizedMessage, redirectToSignIn } from '../../../lib/sign-in-redirect';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { BackToDashboard } from '../back-link';
import { FormActions } from '../form-actions';
import { focusFirstInvalid } from '../focus-first-invalid';
import { useKeyedWrite } from '../keyed-write';
import { LoadError } from '../load-error';
import { TextField } from '../text-field';
import { useChurchProfile } from '../use-church-profile';
import { useServerErrors } from '../use-server-errors';
import { profileBody, profileFormValues, type ProfileFormValues } from './profile-body';

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
  return <RequireChurch>{(user) => <ProfileScreen user={user} />}</RequireChurch>;
}

function ProfileScreen({ user }: { user: CurrentUser }) {
  const profile = useChurchProfile(true);
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
      {profile.status === 'missing' ? <ProfileForm user={user} existing={null} /> : null}
      {profile.status === 'ready' ? <ProfileForm user={user} existing={profile.profile} /> : null}
    </Page>
  );
}

function ProfileForm({ user, existing }: { user: CurrentUser; existing: ChurchProfile | null }) {
  const navigate = useNavigate();
  const send = useKeyedWrite();
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerErrors(FIELDS);
  // Typed as the schema's input so the shared schema validates the form directly.
  const defaultValues: ChurchProfileInput = profileFormValues(existing);
  const form = useForm({
    defaultValues,
    validationLogic: revalidateLogic(),
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onDynamic: churchProfileInputSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        const body = profileBody(value, user.id, existing?.logoUrl ?? null);
        // Spec section 4: updated if one exists, otherwise created.
        const saved = await send<ChurchProfile | undefined>(
          existing ? 'PUT' : 'POST',
          api.churchProfile,
          body,
        );
        if (saved && typeof saved === 'object' && 'id' in saved) {
          setQueryData(api.churchProfile, saved);
        } else invalidate(api.churchProfile);
        showToast({
          title: 'Profile Saved',
          description: 'Your church profile has been updated successfully.',
        });
        await navigate({ to: '/church/dashboard' });
      } catch (error) {
        if (isUnauthorizedMessage(error)) return redirectToSignIn();
        const refused = server.fromError(error);
        if (Object.keys(refused).length > 0) focusFirstInvalid(formRef.current);
        showToast({
          title: 'Error',
          description: 'Failed to save profile. Please try again.',
          variant: 'destructive',
        });
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
