// /church/post-job (spec sections 2, 5, 6 and 8): the post-position form. A church without a
// profile is sent to complete it first.
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { api } from '../../../../shared/api-routes';
import { EMPLOYMENT_TYPES, POSITION_TYPES } from '../../../../shared/constants';
import { positionInputSchema, type PositionInput } from '../../../../shared/schemas/position';
import type { ChurchProfile } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { RequireChurch } from '../../../app/guards';
import { invalidate } from '../../../lib/query-cache';
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
import { JobDescriptionUpload } from './job-description-upload';
import { emptyPositionForm, positionBody } from './position-body';
import { RadioChoice } from './radio-choice';
import { ResumeSitePointer } from './resume-site-pointer';

const FIELDS = [
  'title',
  'positionType',
  'employmentType',
  'description',
  'jobDescriptionUrl',
  'anticipatedStartDate',
  'responsibilities',
  'qualifications',
  'compensation',
  'additionalInfo',
  'contactPerson',
  'contactEmail',
  'contactPhone',
  'churchProfileId',
] as const satisfies readonly (keyof PositionInput)[];

const POSITION_TYPE_OPTIONS = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
] as const satisfies readonly { value: (typeof POSITION_TYPES)[number]; label: string }[];
const EMPLOYMENT_TYPE_OPTIONS = [
  { value: 'internship', label: 'Internship' },
  { value: 'permanent', label: 'Permanent Position' },
] as const satisfies readonly { value: (typeof EMPLOYMENT_TYPES)[number]; label: string }[];

const section = cx(card(), css({ display: 'grid', gap: '5', mb: '6' }));
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
});

/** Tells the church it needs a profile first and sends it to the profile form. */
function useProfileRequired() {
  const navigate = useNavigate();
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    showToast({
      title: 'Profile Required',
      description: 'Please complete your church profile first.',
      variant: 'destructive',
    });
    void navigate({ to: '/church/profile', replace: true });
  }, [navigate]);
}

/** The screen, behind the church guard. */
export function PostJobPage() {
  return <RequireChurch>{() => <PostJobScreen />}</RequireChurch>;
}

function PostJobScreen() {
  const profile = useChurchProfile(true);
  const profileRequired = useProfileRequired();
  const missing = profile.status === 'missing';
  useEffect(() => {
    if (missing) profileRequired();
  }, [missing, profileRequired]);
  return (
    <Page narrow>
      <BackToDashboard />
      <PageHeader
        title="Post a New Position"
        description="Tell students about the role. An admin approves it before students can see it."
      />
      <ResumeSitePointer />
      {profile.status === 'loading' || missing ? <Spinner /> : null}
      {profile.status === 'error' ? (
        <LoadError what="your church profile" error={profile.error} onRetry={profile.retry} />
      ) : null}
      {profile.status === 'ready' ? (
        <PositionForm profile={profile.profile} onProfileRequired={profileRequired} />
      ) : null}
    </Page>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section} aria-label={title}>
      <h2 className={sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function PositionForm({
  profile,
  onProfileRequired,
}: {
  profile: ChurchProfile;
  onProfileRequired: () => void;
}) {
  const navigate = useNavigate();
  const send = useKeyedWrite();
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerErrors(FIELDS);
  const form = useForm({
    defaultValues: emptyPositionForm(),
    validationLogic: revalidateLogic(),
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onDynamic: positionInputSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        await send('POST', api.positions, positionBody(value, profile.id));
        showToast({
          title: 'Position Posted',
          description: 'Your position has been posted successfully. Students can now apply!',
        });
        invalidate(api.churchPositions, api.churchStats, api.positions);
        await navigate({ to: '/church/dashboard' });
      } catch (error) {
        if (isUnauthorizedMessage(error)) return redirectToSignIn();
        const refused = server.fromError(error);
        // The profile was removed since this page loaded (another tab, an admin).
        if (refused.churchProfileId) return onProfileRequired();
        if (Object.keys(refused).length > 0) focusFirstInvalid(formRef.current);
        showToast({
          title: 'Error',
          description: 'Failed to post position. Please try again.',
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
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Section title="Position Details">
        <form.Field name="title">
          {(field) => (
            <TextField
              field={field}
              label="Position Title"
              placeholder="e.g. Youth Pastor"
              {...fieldProps('title')}
            />
          )}
        </form.Field>
        <div className={twoColumns}>
          <form.Field name="positionType">
            {(field) => (
              <RadioChoice
                label="Position Type"
                name="positionType"
                value={field.state.value ?? 'part-time'}
                options={POSITION_TYPE_OPTIONS}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
          <form.Field name="employmentType">
            {(field) => (
              <RadioChoice
                label="Employment Type"
                name="employmentType"
                value={field.state.value || 'permanent'}
                options={EMPLOYMENT_TYPE_OPTIONS}
                onChange={field.handleChange}
              />
            )}
          </form.Field>
        </div>
        <form.Field name="description">
          {(field) => (
            <TextField
              field={field}
              label="Position Description"
              hint="At least 50 characters: the role, the ministry and who you are looking for."
              rows={6}
              {...fieldProps('description')}
            />
          )}
        </form.Field>
        <form.Field name="jobDescriptionUrl">
          {(field) => (
            <JobDescriptionUpload
              value={field.state.value ?? ''}
              onChange={(url) => {
                field.handleChange(url);
                server.clear('jobDescriptionUrl');
              }}
              serverErrors={server.errors.jobDescriptionUrl}
            />
          )}
        </form.Field>
      </Section>

      <Section title="Details">
        <form.Field name="anticipatedStartDate">
          {(field) => (
            <TextField
              field={field}
              label="Anticipated Start Date"
              type="date"
              {...fieldProps('anticipatedStartDate')}
            />
          )}
        </form.Field>
        <form.Field name="responsibilities">
          {(field) => (
            <TextField
              field={field}
              label="Key Responsibilities"
              rows={4}
              {...fieldProps('responsibilities')}
            />
          )}
        </form.Field>
        <form.Field name="qualifications">
          {(field) => (
            <TextField
              field={field}
              label="Qualifications"
              rows={4}
              {...fieldProps('qualifications')}
            />
          )}
        </form.Field>
        <form.Field name="compensation">
          {(field) => (
            <TextField
              field={field}
              label="Compensation Information"
              rows={3}
              {...fieldProps('compensation')}
            />
          )}
        </form.Field>
        <form.Field name="additionalInfo">
          {(field) => (
            <TextField
              field={field}
              label="Additional Information"
              rows={3}
              {...fieldProps('additionalInfo')}
            />
          )}
        </form.Field>
      </Section>

      <Section title="Contact">
        <form.Field name="contactPerson">
          {(field) => (
            <TextField
              field={field}
              label="Contact Person"
              autoComplete="name"
              {...fieldProps('contactPerson')}
            />
          )}
        </form.Field>
        <div className={twoColumns}>
          <form.Field name="contactEmail">
            {(field) => (
              <TextField
                field={field}
                label="Contact Email"
                type="email"
                autoComplete="email"
                {...fieldProps('contactEmail')}
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
        </div>
      </Section>

      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormActions submitLabel="Post Position" pendingLabel="Posting..." pending={submitting} />
        )}
      </form.Subscribe>
    </form>
  );
}
