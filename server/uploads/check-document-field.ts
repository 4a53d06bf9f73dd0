// A form field that references an uploaded file: the storage's content check, reported under the
// field's name so the form can show the message next to it.
import type { FileKind } from '../../shared/constants';
import { ValidationError } from '../errors';
import { checkStoredDocument } from '../files/magic-bytes';
import type { FileStorage } from '../files/port';

/** Checks the referenced file; a failure is a 400 with `errors[field]`. */
export async function checkDocumentField(
  files: FileStorage,
  fileUrl: string,
  kind: FileKind,
  field: string,
): Promise<{ key: string; size: number }> {
  try {
    return await checkStoredDocument(files, fileUrl, kind);
  } catch (error) {
    if (error instanceof ValidationError)
      throw new ValidationError(error.message, { [field]: [error.message] });
    throw error;
  }
}
