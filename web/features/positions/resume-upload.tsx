// The apply form's optional resume (spec section 5: PDF, DOC or DOCX, at most 5 MB, one file). A
// wrong type or size is refused here with a message before anything is sent. Online, an accepted
// file is uploaded at once ('Resume Uploaded'); offline, or when the upload cannot get through, it
// stays attached and the outbox uploads it with the application. Either way the form keeps the
// file itself, so a queued application carries its bytes.
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { CircleCheck, FileText, LoaderCircle, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ApiError, NetworkError } from '../../lib/api-client';
import { DOCUMENT_ACCEPT, fileProblem, uploadFile } from '../../lib/upload-file';
import { showToast } from '../../ui/toast';

/** What the form needs to know about the resume. */
export interface ResumeState {
  /** The chosen file, uploaded or not. */
  file: File | null;
  /** The stored address once uploaded; null while only attached. */
  url: string | null;
  /** True while a file is on its way: the form waits before submitting. */
  uploading: boolean;
}

/** No resume chosen. */
export const NO_RESUME: ResumeState = { file: null, url: null, uploading: false };

const DROPZONE_TEXT = 'Choose a file or drag it here';

const label = css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1.5' });
const dropzone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '6',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'md',
  color: 'fg.muted',
  textAlign: 'center',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[data-dragging]': { borderColor: 'primary', bg: 'primary.subtle' },
  '&[data-invalid]': { borderColor: 'destructive' },
  '&[aria-disabled=true]': { opacity: 0.6, cursor: 'not-allowed' },
});
const item = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '3',
  p: '3',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'bg.muted',
});
const itemText = css({ flex: '1', minWidth: '0', fontSize: 'sm' });
const itemName = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' });
const error = css({ color: 'destructive.text', fontSize: 'sm', mt: '1', fontWeight: 'medium' });
const statusLine = css({ display: 'flex', alignItems: 'center', gap: '1', minH: '5' });
const spin = css({ animation: 'spin 1s linear infinite' });

/** True when the upload could not get through (offline, a server error): sending later may work. */
function isTransient(failure: unknown): boolean {
  if (failure instanceof NetworkError) return true;
  return (
    failure instanceof ApiError && (failure.status >= 500 || [408, 429].includes(failure.status))
  );
}

/** Why an upload failed, in words the student can act on. */
function uploadFailure(failure: unknown): string {
  if (failure instanceof ApiError) {
    return failure.serverMessage ?? 'The resume could not be uploaded. Please try again.';
  }
  if (failure instanceof Error) return failure.message;
  return 'The resume could not be uploaded. Please try again.';
}

/** The resume picker; remount it (a new `key`) to start over after a submitted application. */
export function ResumeUpload({
  disabled,
  serverErrors,
  onChange,
}: {
  disabled: boolean;
  /** Messages the server gave for resumeUrl. */
  serverErrors: readonly string[];
  onChange: (state: ResumeState) => void;
}) {
  const [status, setStatus] = useState<'none' | 'uploading' | 'uploaded' | 'attached'>('none');
  const [problem, setProblem] = useState<string | null>(null);
  // Each new file starts a new attempt; an older upload that finishes late is ignored.
  const attempt = useRef(0);

  const reset = () => {
    attempt.current += 1;
    setStatus('none');
    onChange(NO_RESUME);
  };

  const messages = [problem, ...serverErrors].filter((text): text is string => Boolean(text));
  const fileUpload = useFileUpload({
    maxFiles: 1,
    disabled,
    invalid: messages.length > 0,
    translations: { dropzone: DROPZONE_TEXT },
    // The one rule for type and size, shared with uploadFile (web/lib/upload-file.ts).
    validate: (file) => {
      const reason = fileProblem(file, 'resume');
      return reason ? [reason] : null;
    },
    onFileReject: ({ files }) => {
      const rejected = files[0];
      if (!rejected) return;
      setProblem(
        fileProblem(rejected.file, 'resume') ?? 'Please choose one PDF, DOC or DOCX file.',
      );
    },
    onFileAccept: ({ files }) => {
      const file = files[0];
      if (!file) return;
      const current = ++attempt.current;
      setProblem(null);
      const attach = () => {
        setStatus('attached');
        onChange({ file, url: null, uploading: false });
      };
      // Offline there is nothing to try: the outbox uploads it when the application goes out.
      if (!navigator.onLine) {
        attach();
        return;
      }
      setStatus('uploading');
      onChange({ file, url: null, uploading: true });
      uploadFile(file, 'resume').then(
        (url) => {
          if (current !== attempt.current) return;
          setStatus('uploaded');
          onChange({ file, url, uploading: false });
          showToast({
            title: 'Resume Uploaded',
            description: 'Your resume has been uploaded successfully.',
          });
        },
        (failure: unknown) => {
          if (current !== attempt.current) return;
          if (isTransient(failure)) {
            attach();
            return;
          }
          setProblem(uploadFailure(failure));
          fileUpload.clearFiles();
          reset();
        },
      );
    },
  });

  const file = fileUpload.acceptedFiles[0];
  return (
    <FileUpload.RootProvider value={fileUpload}>
      <FileUpload.Label className={label}>Resume (optional)</FileUpload.Label>
      {file ? (
        <FileUpload.ItemGroup>
          <FileUpload.Item file={file} className={item}>
            <FileText size={24} aria-hidden className={css({ color: 'primary.text' })} />
            <div className={itemText}>
              <FileUpload.ItemName className={itemName} />
              <FileUpload.ItemSizeText className={css({ color: 'fg.muted' })} />
              <p className={statusLine} aria-live="polite">
                {status === 'uploading' ? (
                  <>
                    <LoaderCircle size={14} aria-hidden className={spin} /> Uploading...
                  </>
                ) : null}
                {status === 'uploaded' ? (
                  <>
                    <CircleCheck size={14} aria-hidden className={css({ color: 'success' })} />{' '}
                    Uploaded
                  </>
                ) : null}
                {status === 'attached' ? (
                  <>
                    <CircleCheck size={14} aria-hidden className={css({ color: 'success' })} />{' '}
                    Attached: uploaded when your application is sent
                  </>
                ) : null}
              </p>
            </div>
            <FileUpload.Trigger className={button({ variant: 'outline', size: 'sm' })}>
              Replace File
            </FileUpload.Trigger>
            <FileUpload.ItemDeleteTrigger
              className={button({ variant: 'ghost', size: 'sm' })}
              aria-label={`Remove ${file.name}`}
              onClick={() => {
                setProblem(null);
                reset();
              }}
            >
              <X size={16} aria-hidden />
              Remove
            </FileUpload.ItemDeleteTrigger>
          </FileUpload.Item>
        </FileUpload.ItemGroup>
      ) : (
        <FileUpload.Dropzone className={dropzone} aria-describedby="resume-hint">
          <Upload size={24} aria-hidden />
          <span className={css({ fontWeight: 'medium', color: 'fg' })}>{DROPZONE_TEXT}</span>
        </FileUpload.Dropzone>
      )}
      <p id="resume-hint" className={hint}>
        PDF, DOC or DOCX, max 5MB
      </p>
      {messages.length > 0 ? (
        <p className={error} role="alert">
          {messages.join(' ')}
        </p>
      ) : null}
      <FileUpload.HiddenInput accept={DOCUMENT_ACCEPT} />
    </FileUpload.RootProvider>
  );
}
