// Checks shared by both adapters before they sign an upload address, so local disk and S3 refuse
// the same requests with the same words.
import { FILE_MAX_BYTES, type DocumentContentType, type FileKind } from '../../shared/constants';
import { PayloadTooLargeError, ValidationError } from '../errors';
import { NOT_A_DOCUMENT_MESSAGE, tooLargeMessage } from './messages';
import { isDocumentContentType } from './storage-keys';

/** How long an upload address stays valid: enough to send 10 MB on a slow line, short enough to leak little. */
export const UPLOAD_TTL_SECONDS = 10 * 60;

/** Throws ValidationError for a type that is no document type or an invalid size, 413 for a size over the limit. */
export function checkUploadRequest(request: {
  kind: FileKind;
  contentType: DocumentContentType;
  size?: number;
}): void {
  // Typed as DocumentContentType, but callers pass what a browser sent.
  if (!isDocumentContentType(request.contentType))
    throw new ValidationError(NOT_A_DOCUMENT_MESSAGE);
  const { size } = request;
  if (size === undefined) return;
  if (!Number.isSafeInteger(size) || size < 1)
    throw new ValidationError('The file size is not valid');
  if (size > FILE_MAX_BYTES[request.kind])
    throw new PayloadTooLargeError(tooLargeMessage(request.kind));
}
