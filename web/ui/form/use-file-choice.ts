// The life of a file chosen in a form: its type and size are checked here
// first, so a wrong file is refused with a message before anything is sent. Online it is uploaded
// at once; offline, or when the upload cannot get through, it is held and the outbox uploads it
// with the form's write. Either way the form keeps the file itself, so a queued write carries it.
import { useRef, useState } from 'react';
import type { FileKind } from '../../../shared/constants';
import { ApiError } from '../../lib/api-client';
import { isUnauthorizedMessage } from '../sign-in-redirect';
import { fileProblem, uploadFile, uploadMayWorkLater } from '../../lib/upload-file';

/** What the form needs to know about the chosen file. */
export interface FileChoice {
  /** The chosen file, uploaded or not. */
  file: File | null;
  /** Its stored address once uploaded; null while only held. */
  url: string | null;
  /** True while it is on its way: the form waits before it is sent. */
  uploading: boolean;
}

/** No file chosen. */
export const NO_FILE: FileChoice = { file: null, url: null, uploading: false };

/** Where the chosen file is. */
export type FileStatus = 'none' | 'uploading' | 'uploaded' | 'held';

/** The chosen file, where it is, and the message of a refused one. */
export function useFileChoice({
  kind,
  heldName,
  failureText,
  setUrl,
  onChange,
  onUploaded,
  onSignedOut,
}: {
  kind: FileKind;
  /** The name of a file already held for this field (a queued write being corrected). */
  heldName: string | null;
  /** The message when an upload fails without a reason from the server. */
  failureText: string;
  /** Puts the stored address ('' for none yet) in the form's field. */
  setUrl: (url: string) => void;
  onChange: ((choice: FileChoice) => void) | undefined;
  onUploaded: () => void;
  /** An upload refused because the session ended; without it that is a refusal like others. */
  onSignedOut: (() => void) | undefined;
}) {
  const [chosen, setChosen] = useState<{ status: FileStatus; file: File | null }>({
    status: heldName ? 'held' : 'none',
    file: null,
  });
  const [problem, setProblem] = useState<string | null>(null);
  // Each new file starts a new attempt; an older upload that finishes late is ignored.
  const attempt = useRef(0);

  const settle = (status: FileStatus, file: File | null, url: string | null = null) => {
    setChosen({ status, file });
    setUrl(url ?? '');
    onChange?.({ file, url, uploading: status === 'uploading' });
  };

  const choose = (file: File) => {
    const found = fileProblem(file, kind);
    setProblem(found);
    if (found) return;
    const current = ++attempt.current;
    // Offline there is nothing to try: the outbox uploads it when the write goes out.
    if (!navigator.onLine) {
      settle('held', file);
      return;
    }
    settle('uploading', file);
    uploadFile(file, kind).then(
      (url) => {
        if (current !== attempt.current) return;
        settle('uploaded', file, url);
        onUploaded();
      },
      (failure: unknown) => {
        if (current !== attempt.current) return;
        if (uploadMayWorkLater(failure)) {
          settle('held', file);
          return;
        }
        if (onSignedOut && isUnauthorizedMessage(failure)) onSignedOut();
        else {
          setProblem(
            failure instanceof ApiError ? failure.serverMessage || failureText : failureText,
          );
        }
        settle('none', null);
      },
    );
  };

  const remove = () => {
    attempt.current += 1;
    setProblem(null);
    settle('none', null);
  };

  return {
    ...chosen,
    /** The file's name: the chosen file's, or the one already held. */
    name: chosen.file?.name ?? (chosen.status === 'held' ? heldName : null),
    problem,
    choose,
    remove,
  };
}
