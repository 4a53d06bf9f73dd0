// The optional job description file (spec sections 2 and 5): PDF, DOC or DOCX up to 10 MB. A wrong
// file is refused here with a message before anything is sent; after the upload the church can
// open the file or replace it.
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { ExternalLink, FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { DOCUMENT_CONTENT_TYPES, JOB_DESCRIPTION_MAX_BYTES } from '../../../../shared/constants';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { isUnauthorizedMessage, redirectToSignIn } from '../../../lib/sign-in-redirect';
import { fileProblem, uploadFile } from '../../../lib/upload-file';
import { showToast } from '../../../ui/toast';

const label = css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1.5' });
const dropzone = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '2',
  px: '4',
  py: '6',
  textAlign: 'center',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  '&[data-dragging]': { borderColor: 'primary', bg: 'primary.subtle' },
});
const uploaded = css({
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
const fileLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
});
const error = css({ color: 'destructive.text', fontSize: 'sm', mt: '1', fontWeight: 'medium' });
const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' });

const DROPZONE_TEXT = 'Drag and drop a file here, or click to choose one';
const ACCEPT = Object.fromEntries(
  Object.entries(DOCUMENT_CONTENT_TYPES).map(([type, extension]) => [type, [extension]]),
);

/** Why an upload failed, in words for the church. */
function uploadFailure(failure: unknown): string {
  if (failure instanceof NetworkError) return failure.message;
  if (failure instanceof ApiError && failure.serverMessage) return failure.serverMessage;
  return 'The file could not be uploaded. Please try again.';
}

/**
 * The file field; `value` is the stored address of the uploaded file, or empty. Without a
 * connection the picked file is held (`onHold`) and uploaded when the position is sent.
 */
export function JobDescriptionUpload({
  value,
  heldName,
  onChange,
  onHold,
  serverErrors,
}: {
  value: string;
  /** The name of a file held for sending later, if any. */
  heldName: string | null;
  onChange: (url: string, file: File) => void;
  onHold: (file: File) => void;
  serverErrors?: readonly string[];
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [fileName, setFileName] = useState<string | null>(null);

  async function upload(file: File) {
    setUploading(true);
    try {
      const url = await uploadFile(file, 'job-description');
      onChange(url, file);
      setFileName(file.name);
      showToast({
        title: 'File Uploaded',
        description: 'Job description file uploaded successfully.',
      });
    } catch (failure) {
      if (isUnauthorizedMessage(failure)) redirectToSignIn();
      // No connection: the file goes with the position when it is sent.
      else if (failure instanceof NetworkError) onHold(file);
      else setProblem(uploadFailure(failure));
    } finally {
      setUploading(false);
    }
  }

  const fileUpload = useFileUpload({
    maxFiles: 1,
    accept: ACCEPT,
    maxFileSize: JOB_DESCRIPTION_MAX_BYTES,
    onFileChange: ({ acceptedFiles, rejectedFiles }) => {
      const file = acceptedFiles[0] ?? rejectedFiles[0]?.file;
      if (!file) return;
      // Our own check decides (with our words); the picker's list is cleared so the same file can
      // be chosen again after a fix.
      fileUpload.clearFiles();
      const found = fileProblem(file, 'job-description');
      setProblem(found);
      if (found) return;
      if (navigator.onLine) void upload(file);
      else onHold(file);
    },
  });

  const messages = [problem, ...(serverErrors ?? [])].filter(Boolean);
  const errorId = 'job-description-error';
  return (
    <FileUpload.RootProvider value={fileUpload}>
      <FileUpload.Label className={label}>Job Description File (optional)</FileUpload.Label>
      {value ? (
        <div className={uploaded}>
          <FileText size={20} aria-hidden />
          <span className={css({ flex: '1', minWidth: '0', overflowWrap: 'anywhere' })}>
            {fileName ?? 'Job description file'}
          </span>
          <a href={value} target="_blank" rel="noopener noreferrer" className={fileLink}>
            View uploaded file
            <ExternalLink size={14} aria-hidden />
            <span className={css({ srOnly: true })}>(opens in a new tab)</span>
          </a>
          <FileUpload.Trigger
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={uploading}
          >
            {uploading ? 'Uploading...' : 'Replace File'}
          </FileUpload.Trigger>
        </div>
      ) : heldName ? (
        <div className={uploaded}>
          <FileText size={20} aria-hidden />
          <span className={css({ flex: '1', minWidth: '0', overflowWrap: 'anywhere' })}>
            {heldName}
            <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
              Saved on this device; it is uploaded when the position is sent.
            </span>
          </span>
          <FileUpload.Trigger className={button({ variant: 'outline', size: 'sm' })}>
            Replace File
          </FileUpload.Trigger>
        </div>
      ) : (
        <FileUpload.Dropzone
          className={dropzone}
          aria-label={uploading ? 'Uploading...' : DROPZONE_TEXT}
          aria-describedby={messages.length > 0 ? errorId : 'job-description-hint'}
          aria-disabled={uploading || undefined}
        >
          <Upload size={24} aria-hidden />
          <span>{uploading ? 'Uploading...' : DROPZONE_TEXT}</span>
        </FileUpload.Dropzone>
      )}
      <p id="job-description-hint" className={hint}>
        PDF, DOC or DOCX, up to 10 MB.
      </p>
      {messages.length > 0 ? (
        <p id={errorId} className={error} role="alert">
          {messages.join(' ')}
        </p>
      ) : null}
      <FileUpload.HiddenInput data-testid="job-description-input" />
    </FileUpload.RootProvider>
  );
}
