// Copies and checks files while hashing them: the digest recorded is of the bytes actually written,
// read once, so a file that changed between a copy and a separate hash cannot slip through.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openIfPresent } from '../files/local/missing';
import type { FileDigest } from './backup-format';

/** A pass-through that counts and hashes what flows through it. */
function digesting(): { stream: Transform; digest: () => FileDigest } {
  const hash = createHash('sha256');
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.byteLength;
      done(null, chunk);
    },
  });
  return { stream, digest: () => ({ bytes, sha256: hash.digest('hex') }) };
}

/**
 * Copies `from` to the new file `to` (readable by its owner only, parent folders created), with the
 * digest of what was copied; undefined when `from` does not exist (deleted since it was listed).
 */
export async function copyWithDigest(from: string, to: string): Promise<FileDigest | undefined> {
  const source = await openIfPresent(from);
  if (!source) return undefined;
  try {
    await mkdir(path.dirname(to), { recursive: true, mode: 0o700 });
    const { stream, digest } = digesting();
    await pipeline(
      source.createReadStream({ autoClose: false }),
      stream,
      createWriteStream(to, { flags: 'wx', mode: 0o600, flush: true }),
    );
    return digest();
  } finally {
    await source.close();
  }
}

/** The size and SHA-256 of `file`. */
export async function digestOf(file: string): Promise<FileDigest> {
  const { stream, digest } = digesting();
  await pipeline(createReadStream(file), stream, async (source: AsyncIterable<unknown>) => {
    for await (const _chunk of source);
  });
  return digest();
}
