// The upload flow (decision 0010), the one way a file reaches the job board: ask for a signed
// upload address, PUT the file to it, and keep the address without its query string as the file's
// stored address. The upload widgets call uploadFile (type and size are checked first, so a wrong
// file is refused with a message before anything is sent); the outbox calls signedUpload with the
// fetch it was given, in the page or in the service worker (so nothing here touches the DOM).
import { api } from '../../shared/api-routes';
import {
  DOCUMENT_CONTENT_TYPES,
  FILE_MAX_BYTES,
  type DocumentContentType,
  type FileKind,
  UPLOAD_PUT_HEADERS,
} from '../../shared/constants';
import { sizeText } from '../../shared/file-text';
import { isRetryableStatus } from '../../shared/retryable-statuses';
import { ApiError, browserFetch, NetworkError, problemOf, type Send } from './api-client';

const EXTENSIONS = Object.values(DOCUMENT_CONTENT_TYPES) as string[];

/** The accept attribute of a document file input. */
export const DOCUMENT_ACCEPT = [...Object.keys(DOCUMENT_CONTENT_TYPES), ...EXTENSIONS].join(',');

/** The document type of a file, from its MIME type or (when the browser gives none) its extension. */
export function documentTypeOf(file: Pick<File, 'name' | 'type'>): DocumentContentType | null {
  if (file.type in DOCUMENT_CONTENT_TYPES) return file.type as DocumentContentType;
  const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const entry = Object.entries(DOCUMENT_CONTENT_TYPES).find(([, ext]) => ext === extension);
  return entry ? (entry[0] as DocumentContentType) : null;
}

/** Why a file cannot be uploaded as `kind`, or null when it can. */
export function fileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  kind: FileKind,
): string | null {
  if (!documentTypeOf(file)) return 'Only PDF, DOC and DOCX files are accepted.';
  if (file.size === 0) return 'The file is empty.';
  const max = FILE_MAX_BYTES[kind];
  if (file.size > max) return `The file is too large: at most ${sizeText(max)}.`;
  return null;
}

/** The address the app stores for an upload: the signed address without its query string. */
export function storedAddress(signedUrl: string): string {
  return signedUrl.split(/[?#]/, 1)[0] ?? signedUrl;
}

/** A file to upload: what it is for, its name and document type, and its bytes. */
export interface UploadSource {
  kind: FileKind;
  name: string;
  contentType: DocumentContentType;
  /** A picked File (a Blob), or the bytes the outbox kept. */
  bytes: Blob | ArrayBuffer;
}

/** What became of one upload. */
export type UploadOutcome =
  | { type: 'stored'; address: string }
  /** No answer (offline, DNS, connection reset): the upload may or may not have arrived. */
  | { type: 'unreachable'; error: unknown }
  /** The job board or the file storage answered with an error; its body is left unread. */
  | { type: 'refused'; status: number; response: Response };

/**
 * Uploads `file` through a fresh signed address, with `send` (fetch by default). Each call asks
 * for a new address: one works once.
 */
export async function signedUpload(
  file: UploadSource,
  send: Send = browserFetch,
): Promise<UploadOutcome> {
  const size = 'byteLength' in file.bytes ? file.bytes.byteLength : file.bytes.size;
  let answer: Response;
  try {
    answer = await send(file.kind === 'resume' ? api.uploadResume : api.uploadJobDescription, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ contentType: file.contentType, filename: file.name, size }),
      credentials: 'include',
    });
  } catch (error) {
    return { type: 'unreachable', error };
  }
  if (!answer.ok) return { type: 'refused', status: answer.status, response: answer };
  const { url } = (await answer.json()) as { url: string };
  let put: Response;
  try {
    // The signed address binds the type and the exact size; same-origin addresses need the cookie.
    put = await send(url, {
      method: 'PUT',
      headers: { 'Content-Type': file.contentType, ...UPLOAD_PUT_HEADERS },
      body: file.bytes,
      credentials: 'same-origin',
    });
  } catch (error) {
    return { type: 'unreachable', error };
  }
  if (!put.ok) return { type: 'refused', status: put.status, response: put };
  return { type: 'stored', address: storedAddress(url) };
}

/** Uploads `file` as `kind` and returns its stored address; throws ApiError/NetworkError/Error. */
export async function uploadFile(file: File, kind: FileKind): Promise<string> {
  const problem = fileProblem(file, kind);
  if (problem) throw new Error(problem);
  const contentType = documentTypeOf(file) as DocumentContentType;
  const outcome = await signedUpload({ kind, name: file.name, contentType, bytes: file });
  switch (outcome.type) {
    case 'stored':
      return outcome.address;
    case 'unreachable':
      throw new NetworkError(outcome.error);
    case 'refused':
      throw await problemOf(outcome.response);
  }
}

/** True when an upload that failed with `failure` (from uploadFile) may work if tried again later. */
export function uploadMayWorkLater(failure: unknown): boolean {
  if (failure instanceof NetworkError) return true;
  return failure instanceof ApiError && isRetryableStatus(failure.status);
}
