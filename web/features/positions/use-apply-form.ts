// Sending the apply form: a valid application goes into the outbox
// with its resume file and is sent from there (send-application.ts): at once when online, later
// when offline, exactly once either way. A refusal, or an application this device could neither
// keep nor deliver, keeps everything typed and says why, in the dialog itself too: a position that
// closed or whose 'Apply by' date passed (410) is said there with the server's words. Where the
// student ticked 'Remember my details on this device', the next form starts from them
// (applicant-details.ts).
import { formOptions, revalidateLogic } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import { HONEYPOT_FIELD } from '../../../shared/constants';
import { applicationInputSchema, type ApplicationInput } from '../../../shared/schemas/application';
import {
  detailsOf,
  forgetDetails,
  rememberDetails,
  rememberedDetails,
  REMEMBERED_FIELDS,
  type ApplicantDetails,
} from '../../offline/applicant-details';
import { newApplicationEntry, type ChosenResume } from '../../offline/application-queue';
import { documentTypeOf } from '../../lib/upload-file';
import { useAppForm } from '../../ui/form/form-kit';
import { showServerFieldErrors } from '../../ui/form/server-field-errors';
import { NO_FILE, type FileChoice } from '../../ui/form/use-file-choice';
import { showToast } from '../../ui/toast';
import { queuedToast, tellOutcome } from '../../ui/toast-outcome';
import { ApiError } from '../../lib/api-client';
import { sendApplication } from './send-application';

function keepWarning(error: unknown): void {
  console.warn('Could not keep your details on this device:', error);
}

/** The failure text when the server gives no message. */
const APPLY_FAILED = 'Failed to submit application. Please try again.';

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

/** The options the form and its fields (apply-form.tsx) share, so both have the same types. */
export const applyFormOptions = formOptions({
  defaultValues: emptyValues(''),
  // Checked on submit; after a failed submit, each field again as the student corrects it.
  validationLogic: revalidateLogic(),
  validators: { onDynamic: applicationInputSchema },
});

/** The chosen resume with its bytes, for the outbox to keep. */
async function chosenResume(resume: FileChoice): Promise<ChosenResume | null> {
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

/** The apply form of one position; `onSent` closes the dialog once it is sent or queued. */
export function useApplyForm({
  positionId,
  positionTitle,
  churchName,
  onSent,
}: {
  positionId: string;
  positionTitle: string;
  churchName: string | null;
  onSent: () => void;
}) {
  const [resume, setResume] = useState<FileChoice>(NO_FILE);
  // A new key remounts the resume field: how a submitted application clears the chosen file.
  const [resumeKey, setResumeKey] = useState(0);
  // Why the last attempt was not sent, shown in the dialog until the next one.
  const [refusal, setRefusal] = useState<string | null>(null);
  // 'Remember my details on this device': ticked when this device remembers them.
  const [remember, setRemember] = useState(false);
  const form = useAppForm({
    ...applyFormOptions,
    defaultValues: emptyValues(positionId),
    onSubmit: async ({ value, formApi }) => {
      setRefusal(null);
      const entry = newApplicationEntry(
        { ...value, positionId },
        { title: positionTitle, churchName },
        await chosenResume(resume),
      );
      await tellOutcome(await sendApplication(entry), {
        online: navigator.onLine,
        delivered: () =>
          showToast({
            title: 'Application Submitted',
            description: 'Your application has been sent to the church. Good luck!',
          }),
        // Queued, it is safe in the outbox and listed under Pending applications: start afresh,
        // from the details the student asked this device to remember.
        done: () => {
          onSent();
          formApi.reset();
          setResume(NO_FILE);
          setResumeKey((key) => key + 1);
          if (remember) {
            const details = detailsOf(value);
            fillEmpty(details);
            rememberDetails(details).catch(keepWarning);
          }
        },
        queued: queuedToast(navigator.onLine, 'Application Queued', 'Your application'),
        failed: ({ problem }) => {
          setRefusal(problem.message || APPLY_FAILED);
          showServerFieldErrors(formApi, ApiError.fromProblem(problem));
          return problem.message || APPLY_FAILED;
        },
      });
    },
  });
  /** Fills each remembered field the student has not typed into. */
  const fillEmpty = (details: ApplicantDetails) => {
    for (const name of REMEMBERED_FIELDS) {
      if (form.getFieldValue(name) === '') form.setFieldValue(name, details[name]);
    }
  };

  // The details this device remembers fill the form as it opens.
  useEffect(() => {
    let gone = false;
    rememberedDetails()
      .then((details) => {
        if (gone || !details) return;
        setRemember(true);
        fillEmpty(details);
      })
      .catch(keepWarning);
    return () => {
      gone = true;
    };
    // Once per form: what the student types afterwards is theirs.
  }, [form]);

  /** Ticked: remembered when the application is sent. Unticked: forgotten now. */
  const changeRemember = (next: boolean) => {
    setRemember(next);
    if (!next) forgetDetails().catch(keepWarning);
  };

  return { form, resume, setResume, resumeKey, refusal, remember, changeRemember };
}
