// Receives one upload body onto disk: through a temp file renamed into place, so a reader never
// sees half a file, with the size limit and the magic-byte check applied while the bytes arrive.
import { randomUUID } from 'node:crypto';
import { link, mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { DocumentContentType, FileKind } from '../../../shared/constants';
import {
  ConflictError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors';
import { detectDocumentType, MAGIC_BYTES_NEEDED } from '../magic-bytes';
import { NOT_A_DOCUMENT_MESSAGE, tooLargeMessage } from '../messages';

/** The limits an upload body must keep. */
export interface UploadLimits {
  kind: FileKind;
  contentType: DocumentContentType;
  maxBytes: number;
  exactSize?: number;
}

async function writeAll(handle: FileHandle, chunk: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < chunk.byteLength) {
    const { bytesWritten } = await handle.write(chunk, offset);
    offset += bytesWritten;
  }
}

/** Throws unless the first bytes show the declared document type. */
function checkHead(head: Uint8Array, contentType: DocumentContentType): void {
  if (detectDocumentType(head) !== contentType)
    throw new UnsupportedMediaTypeError(NOT_A_DOCUMENT_MESSAGE);
}

/**
 * Streams `body` to `finalPath` via a temp file in `tempDir` (same file system, so the rename is
 * atomic); throws a typed error and leaves nothing behind when a limit or the content check fails.
 */
export async function writeUploadAtomically(
  body: AsyncIterable<Uint8Array>,
  tempDir: string,
  finalPath: string,
  limits: UploadLimits,
): Promise<{ size: number }> {
  const limit = limits.exactSize ?? limits.maxBytes;
  await mkdir(tempDir, { recursive: true });
  await mkdir(path.dirname(finalPath), { recursive: true });
  const tempPath = path.join(tempDir, `${randomUUID()}.part`);
  const handle = await open(tempPath, 'wx', 0o600);
  let size = 0;
  let head: Uint8Array = new Uint8Array(0);
  try {
    for await (const chunk of body) {
      size += chunk.byteLength;
      if (size > limit) {
        throw new PayloadTooLargeError(
          size > limits.maxBytes
            ? tooLargeMessage(limits.kind)
            : 'The file is larger than the size given when the upload started.',
        );
      }
      // Check the type as soon as the first bytes are in, so a wrong file is refused early.
      if (head.length < MAGIC_BYTES_NEEDED) {
        head = concat(head, chunk.subarray(0, MAGIC_BYTES_NEEDED - head.length));
        if (head.length >= MAGIC_BYTES_NEEDED) checkHead(head, limits.contentType);
      }
      await writeAll(handle, chunk);
    }
    if (head.length < MAGIC_BYTES_NEEDED) checkHead(head, limits.contentType);
    if (limits.exactSize !== undefined && size !== limits.exactSize) {
      throw new ValidationError(
        'The file is smaller than the size given when the upload started. Please upload it again.',
      );
    }
    // Flushed before the rename, so a crash cannot leave a complete-looking name over partial data.
    await handle.datasync();
    await handle.close();
    await placeOnce(tempPath, finalPath);
    return { size };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tempPath, { force: true });
    throw error;
  }
}

/** Error codes of file systems that cannot make hard links. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

/**
 * Moves the finished temp file to its final name, never over an existing file: a second upload to
 * the same key is refused (409) even when two arrive at once. A hard link is the atomic
 * "create if absent" of a file system; where links are not supported, rename (which replaces).
 */
async function placeOnce(tempPath: string, finalPath: string): Promise<void> {
  try {
    await link(tempPath, finalPath);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EEXIST') {
      throw new ConflictError('This upload address was already used. Ask for a new one.');
    }
    if (typeof code !== 'string' || !NO_LINKS.has(code)) throw error;
    await rename(tempPath, finalPath);
    return;
  }
  await rm(tempPath, { force: true });
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
