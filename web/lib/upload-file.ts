// The spec's upload flow (section 7): ask for a signed upload address, PUT the file to it, and keep
// the address without its query string as the file's stored address. The file's type and size are
// checked here first, so a wrong file is refused with a message before anything is sent.
import { api } from '../../shared/api-routes';
import {
  DOCUMENT_CONTENT_TYPES,
  FILE_MAX_BYTES,
  type DocumentContentType,
  type FileKind,
  UPLOAD_PUT_HEADERS,
} from '../../shared/constants';
import { ApiError, NetworkError, apiRequest } from './api-client';

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
  if (file.size > max) return `The file is too large: at most ${max / (1024 * 1024)} MB.`;
  return null;
}

/** The address the app stores for an upload: the signed address without its query string. */
export function storedAddress(signedUrl: string): string {
  return signedUrl.split(/[?#]/, 1)[0] ?? signedUrl;
}

/** Uploads `file` as `kind` and returns its stored address; throws ApiError/NetworkError/Error. */
export async function uploadFile(file: File, kind: FileKind): Promise<string> {
  const problem = fileProblem(file, kind);
  if (problem) throw new Error(problem);
  const contentType = documentTypeOf(file) as DocumentContentType;
  const { url } = await apiRequest<{ url: string }>(
    'POST',
    kind === 'resume' ? api.uploadResume : api.uploadJobDescription,
    { body: { contentType, filename: file.name, size: file.size } },
  );
  let response: Response;
  try {
    // The signed address binds the type and the exact size; same-origin addresses need the cookie.
    response = await fetch(url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': contentType, ...UPLOAD_PUT_HEADERS },
      credentials: 'same-origin',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text) as ApiError['body'];
    } catch {
      // not JSON (S3 answers XML)
    }
    throw new ApiError(response.status, text || response.statusText, body);
  }
  return storedAddress(url);
}
