// Content checks by magic bytes: the browser's declared type and the file name are the client's
// word, so before an application or position may reference a file the server looks at its bytes.
import { FILE_MAX_BYTES, type DocumentContentType, type FileKind } from '../../shared/constants';
import { ValidationError } from '../errors';
import {
  FILE_NOT_FOUND_MESSAGE,
  FOREIGN_FILE_MESSAGE,
  NOT_A_DOCUMENT_MESSAGE,
  TYPE_MISMATCH_MESSAGE,
  tooLargeMessage,
} from './messages';
import type { FileStorage } from './port';
import { parseKey } from './storage-keys';

const SIGNATURES: ReadonlyArray<{ type: DocumentContentType; bytes: readonly number[] }> = [
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  // OLE2 compound file: Word 97-2003 .doc
  { type: 'application/msword', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] },
  // ZIP local file header "PK\x03\x04": .docx is a ZIP package. The first 16 bytes cannot tell a
  // .docx from any other ZIP; that is accepted, since the file is only ever served as DOCX.
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    bytes: [0x50, 0x4b, 0x03, 0x04],
  },
];

/** How many leading bytes detectDocumentType needs to decide. */
export const MAGIC_BYTES_NEEDED = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The document type the first bytes of a file show, or undefined when it is none we accept. */
export function detectDocumentType(head: Uint8Array): DocumentContentType | undefined {
  return SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte))?.type;
}

/**
 * Checks that `fileUrl` names an object this storage issued for `kind`, that it exists, is within
 * the kind's size limit and is a PDF, DOC or DOCX by content; throws ValidationError otherwise.
 */
export async function checkStoredDocument(
  storage: FileStorage,
  fileUrl: string,
  kind: FileKind,
): Promise<{ key: string; size: number }> {
  const key = storage.keyFromUrl(fileUrl, kind);
  const parsed = key === undefined ? undefined : parseKey(key);
  if (key === undefined || parsed === undefined) throw new ValidationError(FOREIGN_FILE_MESSAGE);
  const info = await storage.inspect(key);
  if (!info) throw new ValidationError(FILE_NOT_FOUND_MESSAGE);
  if (info.size > FILE_MAX_BYTES[kind]) throw new ValidationError(tooLargeMessage(kind));
  const detected = detectDocumentType(info.head);
  if (!detected) throw new ValidationError(NOT_A_DOCUMENT_MESSAGE);
  // The key's extension decides the Content-Type the file is served with, so they must agree.
  if (detected !== parsed.contentType) throw new ValidationError(TYPE_MISMATCH_MESSAGE);
  return { key, size: info.size };
}
