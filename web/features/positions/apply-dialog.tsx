// The apply dialog (spec sections 2, 4, 5 and 8): personal and academic details, an optional resume
// and cover letter, validated by the shared schema. A valid application goes into the outbox with
// its resume file and is sent from there (send-application.ts): at once when online, later when
// offline, exactly once either way. A refusal keeps everything typed. Loaded lazily by apply-panel.tsx.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { X } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { api, IDEMPOTENCY_HEADER } from '../../../shared/api-routes';
import { HONEYPOT_FIELD } from '../../../shared/constants';
import { applicationInputSchema, type ApplicationInput } from '../../../shared/schemas/application';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { newApplicationEntry, type ChosenResume } from '../../offline/application-queue';
import { apiRequest } from '../../lib/api-client';
import { documentTypeOf, uploadFile } from '../../lib/upload-file';
import { dialogStyles } from '../../ui/confirm-dialog';
import { Field, controlProps, errorMessages, inputClass } from '../../ui/field';
import { showToast } from '../../ui/toast';
import { applyFailureDescription, applyFieldErrors, type ApplyField } from './apply-errors';
import { NO_RESUME, ResumeUpload, type ResumeState } from './resume-upload';
import { problemAsError, sendApplication } from './send-application';
import { SubmissionKey } from './submission-key';

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
// Off screen and out of the accessibility tree: people never see or reach it, bots fill it in.
const honeypot = css({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
const close = css({
  position: 'absolute',
  top: '3',
  right: '3',
  p: '2',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg' },
});

// Typed as the schema's input, so the shared schema validates the form directly.
function emptyValues(positionId: string): ApplicationInput {
  return {
    positionId,
    studentName: '',
    studentEmail: '',
    studentPhone: '',
    studentMajor: '',
    studentGraduationYear: '',
    availableStartDate: '',
    resumeUrl: null,
    coverLetter: '',
    [HONEYPOT_FIELD]: '',
  };
}

/** The chosen resume with its bytes, for the outbox to keep. */
async function chosenResume(resume: ResumeState): Promise<ChosenResume | null> {
  const file = resume.file;
  const contentType = file ? documentTypeOf(file) : null;
  if (!file || !contentType) return null;
  return {
    name: file.name,
    contentType,
    bytes: await file.arrayBuffer(),
    storedAddress: resume.url,
  };
}

/** The dialog; stays mounted once opened, so what the student typed survives Cancel. */
export default function ApplyDialog({
  open,
  onOpenChange,
  positionId,
  positionTitle,
  churchName,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  positionId: string;
  positionTitle: string;
  churchName: string | null;
  returnFocusTo: () => HTMLElement | null;
}) {
  const [resume, setResume] = useState<ResumeState>(NO_RESUME);
  // A new key remounts the resume picker: how a submitted application clears the uploaded file.
  const [resumeKey, setResumeKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ApplyField, string[]>>>({});
  const submissionKey = useRef(new SubmissionKey());
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm({
    defaultValues: emptyValues(positionId),
    // Checked on submit; after a failed submit, each field again as the student corrects it.
    validationLogic: revalidateLogic(),
    validators: { onDynamic: applicationInputSchema },
    onSubmit: async ({ value, formApi }) => {
      const succeeded = () => {
        onOpenChange(false);
        formApi.reset();
        setServerErrors({});
        setResume(NO_RESUME);
        setResumeKey((key) => key + 1);
      };
      const refused = (error: unknown) => {
        setServerErrors(applyFieldErrors(error));
        showToast({
          title: 'Error',
          description: applyFailureDescription(error),
          variant: 'destructive',
        });
      };
      const entry = newApplicationEntry(
        { ...value, positionId },
        { title: positionTitle, churchName },
        await chosenResume(resume),
      );
      const result = await sendApplication(entry);
      switch (result.type) {
        case 'delivered':
          showToast({
            title: 'Application Submitted',
            description: 'Your application has been sent to the church. Good luck!',
          });
          succeeded();
          return;
        case 'rejected':
          refused(problemAsError(result.problem));
          return;
        case 'queued':
          showToast({
            title: 'Application Queued',
            description: navigator.onLine
              ? "The job board can't be reached right now. Your application is saved on this device and will be sent automatically."
              : "You're offline. Your application is saved on this device and will be sent when you're back online.",
          });
          // It is safe in the outbox and listed under Pending applications: start afresh.
          succeeded();
          return;
        case 'not-stored':
          // This device cannot keep it (storage full or unavailable): send it directly instead.
          console.warn('The application could not be queued:', result.error);
          try {
            await postDirectly({ ...value, positionId }, resume);
          } catch (error) {
            submissionKey.current.settle(error);
            refused(error);
            return;
          }
          submissionKey.current.settle(null);
          showToast({
            title: 'Application Submitted',
            description: 'Your application has been sent to the church. Good luck!',
          });
          succeeded();
      }
    },
  });
  /** Without the outbox: upload an attached resume, then post once per submission. */
  const postDirectly = async (value: ApplicationInput, chosen: ResumeState) => {
    const resumeUrl = chosen.url ?? (chosen.file ? await uploadFile(chosen.file, 'resume') : null);
    const body = { ...value, resumeUrl };
    await apiRequest('POST', api.applications, {
      body,
      headers: { [IDEMPOTENCY_HEADER]: submissionKey.current.keyFor(body) },
    });
  };
  const submitting = useStore(form.store, (state) => state.isSubmitting);

  const submit = async () => {
    await form.handleSubmit();
    // Take the student to the first message, so a long form never hides what needs fixing.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  };

  const clearServerError = (name: ApplyField) =>
    setServerErrors((errors) => (errors[name] ? { ...errors, [name]: undefined } : errors));

  /** A text input or text area bound to one field, with its label and messages. */
  const textField = (
    name: Exclude<ApplyField, 'resumeUrl'>,
    label: ReactNode,
    render: (props: {
      value: string;
      onChange: (value: string) => void;
      onBlur: () => void;
      aria: ReturnType<typeof controlProps>;
    }) => ReactNode,
  ) => (
    <form.Field name={name}>
      {(field) => {
        const errors = [...errorMessages(field.state.meta.errors), ...(serverErrors[name] ?? [])];
        const id = `apply-${name}`;
        return (
          <Field id={id} label={label} errors={errors}>
            {render({
              value: field.state.value ?? '',
              onChange: (value) => {
                clearServerError(name);
                field.handleChange(value);
              },
              onBlur: field.handleBlur,
              aria: controlProps(id, errors),
            })}
          </Field>
        );
      }}
    </form.Field>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      finalFocusEl={returnFocusTo}
      // No closing half-way through sending.
      closeOnEscape={!submitting}
      closeOnInteractOutside={!submitting}
    >
      <Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Positioner className={dialogStyles.positioner}>
          <Dialog.Content className={cx(dialogStyles.content, css({ position: 'relative' }))}>
            <Dialog.Title className={cx(dialogStyles.title, css({ pr: '8' }))}>
              Apply for {positionTitle}
            </Dialog.Title>
            <Dialog.Description className={dialogStyles.description}>
              {churchName ? `${churchName} will receive your application. ` : null}
              No account required - apply directly.
            </Dialog.Description>
            <Dialog.CloseTrigger className={close} aria-label="Close" disabled={submitting}>
              <X size={18} aria-hidden />
            </Dialog.CloseTrigger>
            <form
              ref={formRef}
              noValidate
              className={css({ display: 'flex', flexDirection: 'column', gap: '6', mt: '6' })}
              onSubmit={(event) => {
                event.preventDefault();
                event.stopPropagation();
                void submit();
              }}
            >
              {/* Disabling the fieldsets disables every control while the application is sent. */}
              <fieldset className={fieldset} disabled={submitting}>
                <legend className={legend}>Personal Information</legend>
                {textField('studentName', 'Full Name', ({ value, onChange, onBlur, aria }) => (
                  <input
                    {...aria}
                    className={inputClass}
                    autoComplete="name"
                    value={value}
                    onChange={(event) => onChange(event.target.value)}
                    onBlur={onBlur}
                  />
                ))}
                <div className={twoColumns}>
                  {textField('studentEmail', 'Email', ({ value, onChange, onBlur, aria }) => (
                    <input
                      {...aria}
                      type="email"
                      className={inputClass}
                      autoComplete="email"
                      value={value}
                      onChange={(event) => onChange(event.target.value)}
                      onBlur={onBlur}
                    />
                  ))}
                  {textField(
                    'studentPhone',
                    'Phone Number',
                    ({ value, onChange, onBlur, aria }) => (
                      <input
                        {...aria}
                        type="tel"
                        className={inputClass}
                        autoComplete="tel"
                        value={value}
                        onChange={(event) => onChange(event.target.value)}
                        onBlur={onBlur}
                      />
                    ),
                  )}
                </div>
              </fieldset>
              <fieldset className={fieldset} disabled={submitting}>
                <legend className={legend}>Academic Information</legend>
                {textField(
                  'studentMajor',
                  'Major/Field of Study',
                  ({ value, onChange, onBlur, aria }) => (
                    <input
                      {...aria}
                      className={inputClass}
                      value={value}
                      onChange={(event) => onChange(event.target.value)}
                      onBlur={onBlur}
                    />
                  ),
                )}
                <div className={twoColumns}>
                  {textField(
                    'studentGraduationYear',
                    'Graduation Year',
                    ({ value, onChange, onBlur, aria }) => (
                      <input
                        {...aria}
                        inputMode="numeric"
                        className={inputClass}
                        placeholder="e.g. 2027"
                        value={value}
                        onChange={(event) => onChange(event.target.value)}
                        onBlur={onBlur}
                      />
                    ),
                  )}
                  {textField(
                    'availableStartDate',
                    'Available to Start (optional)',
                    ({ value, onChange, onBlur, aria }) => (
                      <input
                        {...aria}
                        className={inputClass}
                        placeholder="e.g. June 2026"
                        value={value}
                        onChange={(event) => onChange(event.target.value)}
                        onBlur={onBlur}
                      />
                    ),
                  )}
                </div>
              </fieldset>
              <fieldset className={fieldset} disabled={submitting}>
                <legend className={legend}>Resume</legend>
                <ResumeUpload
                  key={resumeKey}
                  disabled={submitting}
                  serverErrors={serverErrors.resumeUrl ?? []}
                  onChange={(state) => {
                    clearServerError('resumeUrl');
                    setResume(state);
                  }}
                />
              </fieldset>
              <fieldset className={fieldset} disabled={submitting}>
                <legend className={legend}>Cover Letter</legend>
                {textField(
                  'coverLetter',
                  'Cover Letter (optional)',
                  ({ value, onChange, onBlur, aria }) => (
                    <textarea
                      {...aria}
                      rows={6}
                      className={inputClass}
                      placeholder="Tell the church why you are interested in this position..."
                      value={value}
                      onChange={(event) => onChange(event.target.value)}
                      onBlur={onBlur}
                    />
                  ),
                )}
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
              <div className={cx(dialogStyles.actions, css({ mt: '0' }))}>
                <button
                  type="button"
                  className={button({ variant: 'outline' })}
                  disabled={submitting}
                  onClick={() => onOpenChange(false)}
                >
                  Cancel
                </button>
                <button
                  type="submit"
                  className={button()}
                  disabled={submitting || resume.uploading}
                >
                  {submitting ? 'Submitting...' : 'Submit Application'}
                </button>
              </div>
              {resume.uploading ? (
                <p className={css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'right' })}>
                  Waiting for your resume to finish uploading...
                </p>
              ) : null}
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
