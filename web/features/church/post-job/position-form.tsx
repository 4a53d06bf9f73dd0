// The post-position form's fields: details, the optional job description file,
// the practicalities (with the optional 'Apply by' date, decision 0024) and the contact. The same
// fields edit a position. The form itself lives in use-position-form.ts.
import { useRef, type ReactNode } from 'react';
import { EMPLOYMENT_TYPES, POSITION_TYPES } from '../../../../shared/constants';
import type { ChurchProfile } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { redirectToSignIn } from '../../../lib/sign-in-redirect';
import type { FileFieldProps } from '../../../ui/form/file-field';
import { FormActions } from '../form-actions';
import { applicationsGoTo } from './applications-recipient';
import { localToday } from './position-body';
import { usePositionForm, type PositionFormMode } from './use-position-form';

const POSITION_TYPE_OPTIONS = [
  { value: 'full-time', label: 'Full-time' },
  { value: 'part-time', label: 'Part-time' },
] as const satisfies readonly { value: (typeof POSITION_TYPES)[number]; label: string }[];
const EMPLOYMENT_TYPE_OPTIONS = [
  { value: 'internship', label: 'Internship' },
  { value: 'permanent', label: 'Permanent Position' },
] as const satisfies readonly { value: (typeof EMPLOYMENT_TYPES)[number]; label: string }[];

/** The optional job description file: PDF, DOC or DOCX up to 10 MB. */
const JOB_DESCRIPTION_FIELD = {
  kind: 'job-description',
  label: 'Job Description File (optional)',
  hint: 'PDF, DOC or DOCX, up to 10 MB.',
  dropzoneText: 'Drag and drop a file here, or click to choose one',
  heldText: 'Saved on this device; it is uploaded when the position is sent.',
  uploadedToast: {
    title: 'File Uploaded',
    description: 'Job description file uploaded successfully.',
  },
  failureText: 'The file could not be uploaded. Please try again.',
  viewable: true,
  onSignedOut: redirectToSignIn,
} as const satisfies FileFieldProps;

const section = cx(card(), css({ display: 'grid', gap: '5', mb: '6' }));
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={section} aria-label={title}>
      <h2 className={sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** The submit button's words in each mode. */
const SUBMIT = {
  post: { label: 'Post Position', pendingLabel: 'Posting...' },
  edit: { label: 'Save Changes', pendingLabel: 'Saving...' },
} as const;

/**
 * The form; in `mode` 'post' a refused queued position may be opened to be corrected, in 'edit'
 * it is prefilled with the church's latest text. `cancel` replaces the dashboard's Cancel.
 */
export function PositionForm({
  profile,
  accountEmail,
  onProfileRequired,
  mode,
  cancel,
}: {
  profile: ChurchProfile;
  /** The signed-in church's e-mail: where applications go when the position names no contact. */
  accountEmail: string;
  onProfileRequired: () => void;
  mode: PositionFormMode;
  cancel?: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form, file, setFile } = usePositionForm({ profile, onProfileRequired, mode, formRef });
  const correcting = mode.correcting;
  // An edit of a position with a file keeps it unless the church chooses another.
  const keptFile = mode.kind === 'edit' && Boolean(mode.values.jobDescriptionUrl);
  return (
    <form.AppForm>
      <form.Form ref={formRef}>
        <Section title="Position Details">
          <form.AppField name="title">
            {(field) => <field.TextField label="Position Title" placeholder="e.g. Youth Pastor" />}
          </form.AppField>
          <div className={twoColumns}>
            <form.AppField name="positionType">
              {(field) => (
                <field.RadioGroupField label="Position Type" options={POSITION_TYPE_OPTIONS} />
              )}
            </form.AppField>
            <form.AppField name="employmentType">
              {(field) => (
                <field.RadioGroupField label="Employment Type" options={EMPLOYMENT_TYPE_OPTIONS} />
              )}
            </form.AppField>
          </div>
          <form.AppField name="description">
            {(field) => (
              <field.TextareaField
                label="Position Description"
                hint="At least 50 characters: the role, the ministry and who you are looking for."
                rows={6}
              />
            )}
          </form.AppField>
          <form.AppField name="jobDescriptionUrl">
            {(field) => (
              <field.FileField
                {...JOB_DESCRIPTION_FIELD}
                hint={
                  keptFile
                    ? `The position has a job description file; choose another to replace it. ${JOB_DESCRIPTION_FIELD.hint}`
                    : JOB_DESCRIPTION_FIELD.hint
                }
                heldName={correcting?.file?.name ?? null}
                onChoiceChange={setFile}
              />
            )}
          </form.AppField>
        </Section>

        <Section title="Details">
          <div className={twoColumns}>
            <form.AppField name="anticipatedStartDate">
              {(field) => <field.TextField label="Anticipated Start Date" type="date" />}
            </form.AppField>
            <form.AppField name="applyBy">
              {(field) => (
                <field.TextField
                  label="Apply by (optional)"
                  type="date"
                  min={localToday()}
                  hint="The last day students can apply. The position closes after it."
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="responsibilities">
            {(field) => <field.TextareaField label="Key Responsibilities" rows={4} />}
          </form.AppField>
          <form.AppField name="qualifications">
            {(field) => <field.TextareaField label="Qualifications" rows={4} />}
          </form.AppField>
          <form.AppField name="compensation">
            {(field) => <field.TextareaField label="Compensation Information" rows={3} />}
          </form.AppField>
          <form.AppField name="additionalInfo">
            {(field) => <field.TextareaField label="Additional Information" rows={3} />}
          </form.AppField>
        </Section>

        <Section title="Contact">
          <form.AppField name="contactPerson">
            {(field) => <field.TextField label="Contact Person" autoComplete="name" />}
          </form.AppField>
          <div className={twoColumns}>
            <form.AppField name="contactEmail">
              {(field) => (
                <field.TextField
                  label="Contact Email"
                  type="email"
                  autoComplete="email"
                  hint={applicationsGoTo(field.state.value, accountEmail)}
                />
              )}
            </form.AppField>
            <form.AppField name="contactPhone">
              {(field) => <field.TextField label="Contact Phone" type="tel" autoComplete="tel" />}
            </form.AppField>
          </div>
        </Section>

        <FormActions cancel={cancel}>
          <form.SubmitButton {...SUBMIT[mode.kind]} disabled={file.uploading} />
        </FormActions>
      </form.Form>
    </form.AppForm>
  );
}
