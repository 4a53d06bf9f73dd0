// The post-position form's fields: details, the optional job description file,
// the practicalities (with the optional 'Apply by' date, decision 0024) and the contact. The same
// fields edit a position. The form itself lives in use-position-form.ts.
import { useRef, type ReactNode } from 'react';
import { optionsOf } from '../../../../shared/field-spec';
import { POSITION_FIELDS as FIELD } from '../../../../shared/position-fields';
import type { ChurchProfile } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { redirectToSignIn } from '../../../ui/sign-in-redirect';
import type { FileFieldProps } from '../../../ui/form/file-field';
import { FormActions } from '../form-actions';
import { applicationsGoTo } from './applications-recipient';
import { localToday } from './position-body';
import { usePositionForm, type PositionFormMode } from './use-position-form';

/** The optional job description file: PDF, DOC or DOCX up to 10 MB. */
const JOB_DESCRIPTION_FIELD = {
  kind: 'job-description',
  label: `${FIELD.jobDescriptionUrl.label} (optional)`,
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
            {(field) => (
              <field.TextField label={FIELD.title.label} placeholder="e.g. Youth Pastor" />
            )}
          </form.AppField>
          <div className={twoColumns}>
            <form.AppField name="positionType">
              {(field) => (
                <field.RadioGroupField
                  label={FIELD.positionType.label}
                  options={optionsOf(FIELD.positionType.options)}
                />
              )}
            </form.AppField>
            <form.AppField name="employmentType">
              {(field) => (
                <field.RadioGroupField
                  label={FIELD.employmentType.label}
                  options={optionsOf(FIELD.employmentType.options)}
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="description">
            {(field) => (
              <field.TextareaField
                label={FIELD.description.label}
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
              {(field) => <field.TextField label={FIELD.anticipatedStartDate.label} type="date" />}
            </form.AppField>
            <form.AppField name="applyBy">
              {(field) => (
                <field.TextField
                  label={`${FIELD.applyBy.label} (optional)`}
                  type="date"
                  min={localToday()}
                  hint="The last day students can apply. The position closes after it."
                />
              )}
            </form.AppField>
          </div>
          <form.AppField name="responsibilities">
            {(field) => <field.TextareaField label={FIELD.responsibilities.label} rows={4} />}
          </form.AppField>
          <form.AppField name="qualifications">
            {(field) => <field.TextareaField label={FIELD.qualifications.label} rows={4} />}
          </form.AppField>
          <form.AppField name="compensation">
            {(field) => <field.TextareaField label={FIELD.compensation.label} rows={3} />}
          </form.AppField>
          <form.AppField name="additionalInfo">
            {(field) => <field.TextareaField label={FIELD.additionalInfo.label} rows={3} />}
          </form.AppField>
        </Section>

        <Section title="Contact">
          <form.AppField name="contactPerson">
            {(field) => <field.TextField label={FIELD.contactPerson.label} autoComplete="name" />}
          </form.AppField>
          <div className={twoColumns}>
            <form.AppField name="contactEmail">
              {(field) => (
                <field.TextField
                  label={FIELD.contactEmail.label}
                  type="email"
                  autoComplete="email"
                  hint={applicationsGoTo(field.state.value, accountEmail)}
                />
              )}
            </form.AppField>
            <form.AppField name="contactPhone">
              {(field) => (
                <field.TextField label={FIELD.contactPhone.label} type="tel" autoComplete="tel" />
              )}
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
