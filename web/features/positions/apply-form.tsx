// The apply form's fields: personal and academic details, an optional resume and
// cover letter, Cancel and Submit Application. The form itself lives in use-apply-form.ts.
import { useSelector } from '@tanstack/react-form';
import { CircleAlert } from 'lucide-react';
import { HONEYPOT_FIELD } from '../../../shared/constants';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { dialogStyles } from '../../ui/confirm-dialog';
import type { FileFieldProps } from '../../ui/form/file-field';
import { checkboxClass } from '../../ui/form/field-styles';
import { withForm } from '../../ui/form/form-kit';
import type { FileChoice } from '../../ui/form/use-file-choice';
import { applyFormOptions } from './use-apply-form';

const formClass = css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '6' });
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const legend = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  color: 'primary.text',
  mb: '3',
  pb: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  width: '100%',
});
const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
});
const rememberRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
});
const rememberHint = css({ color: 'fg.muted', fontSize: 'xs', mt: '1', ml: '7' });
// Off screen and out of the accessibility tree: people never see or reach it, bots fill it in.
const honeypot = css({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});

// Not sent, and why: beside the buttons, where the student looks after pressing Submit.
const refusalBox = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  p: '3',
  borderWidth: '1px',
  borderColor: 'destructive',
  borderRadius: 'md',
  color: 'destructive.text',
  fontWeight: 'medium',
});

/** The resume upload (PDF, DOC or DOCX, at most 5 MB, one file). */
const RESUME_FIELD = {
  kind: 'resume',
  label: 'Resume (optional)',
  hint: 'PDF, DOC or DOCX, max 5MB',
  dropzoneText: 'Choose a file or drag it here',
  heldText: 'Attached: uploaded when your application is sent',
  uploadedToast: {
    title: 'Resume Uploaded',
    description: 'Your resume has been uploaded successfully.',
  },
  failureText: 'The resume could not be uploaded. Please try again.',
} as const satisfies FileFieldProps;

/** The form inside the apply dialog. */
export const ApplyForm = withForm({
  ...applyFormOptions,
  props: {} as {
    /** A new key starts the resume field afresh. */
    resumeKey: number;
    /** A resume on its way: the form waits for it. */
    resumeUploading: boolean;
    /** Why the last attempt was not sent (the server's words: the position closed, say). */
    refusal: string | null;
    onResumeChange: (choice: FileChoice) => void;
    onCancel: () => void;
    /** 'Remember my details on this device', and its change. */
    remember: boolean;
    onRememberChange: (remember: boolean) => void;
  },
  render: function ApplyFields({
    form,
    resumeKey,
    resumeUploading,
    refusal,
    onResumeChange,
    onCancel,
    remember,
    onRememberChange,
  }) {
    const submitting = useSelector(form.store, (state) => state.isSubmitting);
    return (
      <form.AppForm>
        <form.Form className={formClass}>
          {/* Disabling the fieldsets disables every control while the application is sent. */}
          <fieldset className={fieldset} disabled={submitting}>
            <legend className={legend}>Personal Information</legend>
            <form.AppField name="studentName">
              {(field) => <field.TextField label="Full Name" autoComplete="name" />}
            </form.AppField>
            <div className={twoColumns}>
              <form.AppField name="studentEmail">
                {(field) => <field.TextField label="Email" type="email" autoComplete="email" />}
              </form.AppField>
              <form.AppField name="studentPhone">
                {(field) => <field.TextField label="Phone Number" type="tel" autoComplete="tel" />}
              </form.AppField>
            </div>
          </fieldset>
          <fieldset className={fieldset} disabled={submitting}>
            <legend className={legend}>Academic Information</legend>
            <form.AppField name="studentMajor">
              {(field) => <field.TextField label="Major/Field of Study" />}
            </form.AppField>
            <div className={twoColumns}>
              <form.AppField name="studentGraduationYear">
                {(field) => (
                  <field.TextField
                    label="Graduation Year"
                    inputMode="numeric"
                    placeholder="e.g. 2027"
                  />
                )}
              </form.AppField>
              <form.AppField name="availableStartDate">
                {(field) => (
                  <field.TextField
                    label="Available to Start (optional)"
                    placeholder="e.g. June 2026"
                  />
                )}
              </form.AppField>
            </div>
            <div>
              <label className={rememberRow}>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={remember}
                  onChange={(event) => onRememberChange(event.target.checked)}
                  aria-describedby="apply-remember-hint"
                />
                Remember my details on this device
              </label>
              <p id="apply-remember-hint" className={rememberHint}>
                Your name, e-mail, phone, major and year fill in your next application here. Untick
                to forget them.
              </p>
            </div>
          </fieldset>
          <fieldset className={fieldset} disabled={submitting}>
            <legend className={legend}>Resume</legend>
            <form.AppField key={resumeKey} name="resumeUrl">
              {(field) => <field.FileField {...RESUME_FIELD} onChoiceChange={onResumeChange} />}
            </form.AppField>
          </fieldset>
          <fieldset className={fieldset} disabled={submitting}>
            <legend className={legend}>Cover Letter</legend>
            <form.AppField name="coverLetter">
              {(field) => (
                <field.TextareaField
                  label="Cover Letter (optional)"
                  rows={6}
                  placeholder="Tell the church why you are interested in this position..."
                />
              )}
            </form.AppField>
          </fieldset>
          <form.Field name={HONEYPOT_FIELD}>
            {(field) => (
              <div className={honeypot} aria-hidden="true">
                <label htmlFor="apply-homepage">Leave this field empty</label>
                <input
                  id="apply-homepage"
                  name={HONEYPOT_FIELD}
                  tabIndex={-1}
                  autoComplete="off"
                  value={field.state.value ?? ''}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </div>
            )}
          </form.Field>
          {refusal ? (
            <p role="alert" className={refusalBox}>
              <CircleAlert size={20} aria-hidden className={css({ flexShrink: 0 })} />
              <span>{refusal}</span>
            </p>
          ) : null}
          <div className={cx(dialogStyles.actions, css({ mt: '0' }))}>
            <button
              type="button"
              className={button({ variant: 'outline' })}
              disabled={submitting}
              onClick={onCancel}
            >
              Cancel
            </button>
            <form.SubmitButton
              label="Submit Application"
              pendingLabel="Submitting..."
              disabled={resumeUploading}
            />
          </div>
          {resumeUploading ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'right' })}>
              Waiting for your resume to finish uploading...
            </p>
          ) : null}
        </form.Form>
      </form.AppForm>
    );
  },
});
