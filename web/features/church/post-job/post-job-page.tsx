// /church/post-job (spec sections 2, 5, 6 and 8): the post-position form. A church without a
// profile is sent to complete it first.
import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api } from '../../../../shared/api-routes';
import { EMPLOYMENT_TYPES, POSITION_TYPES } from '../../../../shared/constants';
import { positionInputSchema, type PositionInput } from '../../../../shared/schemas/position';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { invalidate } from '../../../lib/query-cache';
import { documentTypeOf } from '../../../lib/upload-file';
import type { ChurchEntry } from '../../../offline/church-queue';
import type { OutboxFile } from '../../../offline/outbox-db';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { BackToDashboard } from '../back-link';
import { FormActions } from '../form-actions';
import { focusFirstInvalid } from '../focus-first-invalid';
import { LoadError } from '../load-error';
import { problemAsError } from '../offline/problem-error';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { sendChurchWrite, useChurchOutbox } from '../offline/use-church-outbox';
import { settleFormWrite, showFailure } from '../offline/settle-form-write';
import { TextField } from '../text-field';
import { useChurchProfile } from '../use-church-profile';
import { useServerErrors } from '../use-server-errors';
import { JobDescriptionUpload } from './job-description-upload';
import { emptyPositionForm, positionBody } from './position-body';
import { RadioChoice } from './radio-choice';
import { ResumeSitePointer } from './resume-site-pointer';

/** The spec's failure text for this form (section 8). */
const POST_FAILED = 'Failed to post position. Please try again.';

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
  return <RequireChurchOffline>{(user) => <PostJobScreen user={user} />}</RequireChurchOffline>;
}

type PositionEntry = ChurchEntry & { operation: { kind: 'position-create' } };

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

function PostJobScreen({ user }: { user: CurrentUser }) {
  const edits = useChurchOutbox();
  const { edit } = useSearch({ from: '/church/post-job' });
  const found = edit ? edits.all.find((entry) => entry.id === edit) : undefined;
  const correcting =
    found?.operation.kind === 'position-create' ? (found as PositionEntry) : undefined;
  const profile = useChurchProfile(user.id);
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
      {profile.status === 'ready' && edits.loaded ? (
        <PositionForm
          key={correcting?.id ?? 'new'}
          profile={profile.profile}
          onProfileRequired={profileRequired}
          correcting={correcting}
        />
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
  correcting,
}: {
  profile: ChurchProfile;
  onProfileRequired: () => void;
  /** A queued position the server refused, opened to be corrected. */
  correcting: PositionEntry | undefined;
}) {
  const navigate = useNavigate();
  const online = useOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const server = useServerErrors(FIELDS);
  // The job description: uploaded (kept so a queued position carries its address), or picked
  // without a connection and uploaded when the position is sent.
  const [file, setFile] = useState<{ file: File; uploaded: boolean } | null>(null);
  const { fromError } = server;
  useEffect(() => {
    const refusal = problemAsError(correcting?.lastProblem);
    if (refusal) fromError(refusal);
  }, [correcting, fromError]);
  const form = useForm({
    defaultValues: correcting
      ? { ...emptyPositionForm(), ...correcting.operation.input }
      : emptyPositionForm(),
    validationLogic: revalidateLogic(),
    onSubmitInvalid: () => focusFirstInvalid(formRef.current),
    validators: { onDynamic: positionInputSchema },
    onSubmit: async ({ value }) => {
      server.reset();
      try {
        const { jobDescriptionUrl, ...input } = positionBody(value, profile.id);
        const queuedFile = file
          ? await outboxFileOf(
              file.file,
              file.uploaded ? (jobDescriptionUrl ?? undefined) : undefined,
            )
          : undefined;
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
            showServerErrors: server.fromError,
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
            invalidate(api.churchPositions, api.churchStats, api.positions);
          },
        );
      } catch (error) {
        console.warn('Could not store the position:', error);
        showFailure(POST_FAILED);
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
              heldName={file && !file.uploaded ? file.file.name : (correcting?.file?.name ?? null)}
              onChange={(url, picked) => {
                field.handleChange(url);
                setFile({ file: picked, uploaded: true });
                server.clear('jobDescriptionUrl');
              }}
              onHold={(picked) => {
                field.handleChange('');
                setFile({ file: picked, uploaded: false });
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
