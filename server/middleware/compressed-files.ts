// Compressed copies of the built app's text files (JavaScript, CSS, HTML, the manifest), made once
// per file version and kept in memory: a phone on campus Wi-Fi downloads about a third of the
// bytes. The build output is small (a few hundred KB of text), so memory is not a concern; the
// cache is still bounded so a huge stray file cannot grow it without limit.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.map',
]);
/** Files below this are sent as they are: the headers would outweigh the saving. */
const MIN_BYTES = 1024;
/** Upper bound on the bytes kept in memory. */
const MAX_CACHE_BYTES = 64 * 1024 * 1024;

/** A compressed copy and its encoding name. */
export interface Encoded {
  encoding: 'br' | 'gzip';
  body: Buffer;
}

interface Versions {
  br: Buffer;
  gzip: Buffer;
}

/** Picks br or gzip from an Accept-Encoding header (br first: smaller), or null for neither. */
export function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Compresses text files on first request and serves the copies from memory after. */
export class CompressedFiles {
  private readonly cache = new Map<string, Promise<Versions | null>>();
  private bytes = 0;

  /** Whether a file with this extension and size would be compressed. */
  static worthIt(extension: string, size: number): boolean {
    return COMPRESSIBLE.has(extension) && size >= MIN_BYTES;
  }

  /**
   * The compressed copy of `file` in the encoding the client prefers, or null (send the file as
   * it is). `version` (size and modification time) keys the cache, so a rebuilt file is redone.
   */
  async get(file: string, version: string, acceptEncoding: string): Promise<Encoded | null> {
    const encoding = preferredEncoding(acceptEncoding);
    if (!encoding) return null;
    const key = `${file}\u0000${version}`;
    let versions = this.cache.get(key);
    if (!versions) {
      versions = this.compress(file).catch(() => {
        // Gone or unreadable between stat and read: answer uncompressed, try again next time.
        this.cache.delete(key);
        return null;
      });
      this.cache.set(key, versions);
    }
    const ready = await versions;
    return ready ? { encoding, body: ready[encoding] } : null;
  }

  private async compress(file: string): Promise<Versions | null> {
    const raw = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipAsync(raw, { level: 9 }),
    ]);
    if (this.bytes + br.length + gz.length > MAX_CACHE_BYTES) return null;
    this.bytes += br.length + gz.length;
    return { br, gzip: gz };
  }
}
