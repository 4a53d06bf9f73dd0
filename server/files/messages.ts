// The user-facing messages of file checks, shared by the content check and the upload route so a
// student sees the same words whichever storage is configured.
import { FILE_MAX_BYTES, type FileKind } from '../../shared/constants';
import { sizeText } from '../../shared/file-text';

/** The file's content is not one of the accepted document types. */
export const NOT_A_DOCUMENT_MESSAGE = 'Only PDF, DOC and DOCX files are accepted';

/** The referenced object does not exist (expired upload, never finished, or deleted). */
export const FILE_NOT_FOUND_MESSAGE = 'The uploaded file was not found. Please upload it again.';

/** The address is not one this storage issued for this kind of file. */
export const FOREIGN_FILE_MESSAGE = 'The file address is not valid. Please upload the file again.';

/** The content is a document, but not the type its name and upload declared. */
export const TYPE_MISMATCH_MESSAGE =
  "The file's content does not match its type. Only PDF, DOC and DOCX files are accepted";

/** The size limit of a kind of file, in the words the upload form uses. */
export function tooLargeMessage(kind: FileKind): string {
  const limit = sizeText(FILE_MAX_BYTES[kind]);
  return kind === 'resume'
    ? `The resume must be ${limit} or smaller`
    : `The file must be ${limit} or smaller`;
}
