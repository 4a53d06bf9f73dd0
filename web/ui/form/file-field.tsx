// A document upload of the form kit (Ark UI FileUpload): `field.FileField` inside
// `form.AppField`, bound to the field that holds the stored address (resumeUrl,
// jobDescriptionUrl). The file itself is reported through `onChoiceChange`, for the outbox.
import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { useSelector } from '@tanstack/react-form';
import { CircleCheck, ExternalLink, FileText, LoaderCircle, Upload, X } from 'lucide-react';
import type { FileKind } from '../../../shared/constants';
import { sizeText } from '../../../shared/file-text';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { DOCUMENT_ACCEPT } from '../../lib/upload-file';
import { textLink } from '../text-link';
import { showToast, type ToastMessage } from '../toast';
import { FieldFrame, useFieldControl } from './field-frame';
import { labelClass } from './field-styles';
import { useFieldContext } from './form-context';
import { useFileChoice, type FileChoice, type FileStatus } from './use-file-choice';

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
const row = css({
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
const rowText = css({ flex: '1', minWidth: '0', fontSize: 'sm' });
const fileName = css({ fontWeight: 'medium', overflowWrap: 'anywhere' });
const statusLine = css({ display: 'flex', alignItems: 'center', gap: '1', minH: '5' });
const spin = css({ animation: 'spin 1s linear infinite' });
const done = css({ color: 'success' });

/** The words and behaviour of one kind of upload. */
export interface FileFieldProps {
  kind: FileKind;
  label: string;
  hint: string;
  /** The dropzone's words, also its accessible name. */
  dropzoneText: string;
  /** The status of a file held to be uploaded with the form's write. */
  heldText: string;
  /** Shown once the file is uploaded. */
  uploadedToast: ToastMessage;
  /** The message when an upload fails without a reason from the server. */
  failureText: string;
  /** Offers 'View uploaded file' once it is uploaded. */
  viewable?: boolean;
  /** The name of a file already held for this field (a queued write being corrected). */
  heldName?: string | null;
  onChoiceChange?: (choice: FileChoice) => void;
  /** An upload refused because the session ended (church pages send the person to sign in). */
  onSignedOut?: () => void;
}

function StatusLine({ status, heldText }: { status: FileStatus; heldText: string }) {
  return (
    <span className={statusLine} aria-live="polite">
      {status === 'uploading' ? (
        <>
          <LoaderCircle size={14} aria-hidden className={spin} /> Uploading...
        </>
      ) : null}
      {status === 'uploaded' ? (
        <>
          <CircleCheck size={14} aria-hidden className={done} /> Uploaded
        </>
      ) : null}
      {status === 'held' ? (
        <>
          <CircleCheck size={14} aria-hidden className={done} /> {heldText}
        </>
      ) : null}
    </span>
  );
}

/** One optional document: a dropzone, then the chosen file with Replace File and Remove. */
export function FileField(props: FileFieldProps) {
  const { kind, label, hint, dropzoneText, heldText, uploadedToast, failureText } = props;
  const { form } = useFieldContext();
  // No new file while the form is being sent.
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const choice = useFileChoice({
    kind,
    heldName: props.heldName ?? null,
    failureText,
    // Called from events only, once `control` below exists.
    setUrl: (url) => control.setValue(url),
    onChange: props.onChoiceChange,
    onUploaded: () => showToast(uploadedToast),
    onSignedOut: props.onSignedOut,
  });
  const control = useFieldControl<string | null | undefined>({ hint, problem: choice.problem });
  const describedBy = control.props['aria-describedby'];
  const fileUpload = useFileUpload({
    maxFiles: 1,
    disabled: submitting,
    invalid: control.errors.length > 0,
    translations: { dropzone: dropzoneText },
    onFileChange: ({ acceptedFiles, rejectedFiles }) => {
      const file = acceptedFiles[0] ?? rejectedFiles[0]?.file;
      if (!file) return;
      // Our own check decides (with our words); the picker's list is cleared so the same file
      // can be chosen again after a fix.
      fileUpload.clearFiles();
      choice.choose(file);
    },
  });
  const url = control.value;
  return (
    <FieldFrame control={control}>
      <FileUpload.RootProvider value={fileUpload}>
        <FileUpload.Label className={labelClass}>{label}</FileUpload.Label>
        {choice.status === 'none' ? (
          <FileUpload.Dropzone className={dropzone} aria-describedby={describedBy}>
            <Upload size={24} aria-hidden />
            <span className={css({ fontWeight: 'medium', color: 'fg' })}>{dropzoneText}</span>
          </FileUpload.Dropzone>
        ) : (
          <div className={row}>
            <FileText size={24} aria-hidden className={css({ color: 'primary.text' })} />
            <div className={rowText}>
              <div className={fileName}>{choice.name}</div>
              {choice.file ? (
                <div className={css({ color: 'fg.muted' })}>{sizeText(choice.file.size)}</div>
              ) : null}
              <StatusLine status={choice.status} heldText={heldText} />
            </div>
            {props.viewable && choice.status === 'uploaded' && url ? (
              <a href={url} target="_blank" rel="noopener noreferrer" className={textLink}>
                View uploaded file
                <ExternalLink size={14} aria-hidden />
                <span className={css({ srOnly: true })}>(opens in a new tab)</span>
              </a>
            ) : null}
            <FileUpload.Trigger
              className={button({ variant: 'outline', size: 'sm' })}
              aria-describedby={describedBy}
              disabled={submitting || choice.status === 'uploading'}
            >
              Replace File
            </FileUpload.Trigger>
            {choice.file ? (
              <button
                type="button"
                className={button({ variant: 'ghost', size: 'sm' })}
                aria-label={`Remove ${choice.file.name}`}
                disabled={submitting}
                onClick={choice.remove}
              >
                <X size={16} aria-hidden />
                Remove
              </button>
            ) : null}
          </div>
        )}
        <FileUpload.HiddenInput accept={DOCUMENT_ACCEPT} />
      </FileUpload.RootProvider>
    </FieldFrame>
  );
}
