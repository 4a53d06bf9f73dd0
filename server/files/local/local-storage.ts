// The default storage: files on local disk under DATA_DIR/uploads, behind addresses the server
// signs itself and a Koa route (local-upload.routes.ts) that receives and serves them.
import { constants } from 'node:fs';
import { access, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FILE_MAX_BYTES, type DocumentContentType } from '../../../shared/constants';
import { ValidationError } from '../../errors';
import type { FileStorage, StoredObjectInfo, UploadTarget } from '../port';
import { newKey, parseKey, type ParsedKey } from '../storage-keys';
import { checkUploadRequest, UPLOAD_TTL_SECONDS } from '../upload-request';
import { writeUploadAtomically } from './atomic-upload';
import { listLocalUploads } from './list-stored';
import { openIfPresent } from './missing';
import { removeStaleTemporaries } from './stale-temporaries';
import { createUrlSigner, UPLOADS_PATH, type UploadGrant } from './url-signing';

/** How to build a local storage. */
export interface LocalStorageOptions {
  /** The uploads root, normally `DATA_DIR/uploads`. */
  dir: string;
  /** The app's public origin (and path prefix), or '' when unknown: addresses are then path-only. */
  publicUrl: string | (() => string);
  /** The HMAC secret for upload and download addresses. */
  secret: string;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

/** An opened stored file, ready to be sent. */
export interface OpenedFile {
  stream: Readable;
  size: number;
  contentType: DocumentContentType;
}

/** The local adapter: the FileStorage port plus what its upload and download route needs. */
export interface LocalFileStorage extends FileStorage {
  readonly kind: 'local';
  /** The stored (unsigned) address of a key. */
  fileUrlFor(key: string): string;
  /** The parsed key, or undefined when `key` is not a key this board makes (no traversal). */
  parse(key: string): ParsedKey | undefined;
  /** The grant of a signed upload address; ForbiddenError when bad or expired. */
  verifyUpload(key: string, query: URLSearchParams): UploadGrant;
  /** ForbiddenError unless the query is a valid, unexpired download signature for `key`. */
  verifyDownload(key: string, query: URLSearchParams): string | undefined;
  /** Stores an upload body under the grant's key, all or nothing, enforcing its limits and type. */
  receive(grant: UploadGrant, body: AsyncIterable<Uint8Array>): Promise<{ size: number }>;
  /** Opens a stored file for reading, or undefined when it does not exist. */
  open(key: string): Promise<OpenedFile | undefined>;
}

/** Local-disk storage under `dir`, with HMAC-signed addresses. */
export function createLocalStorage(options: LocalStorageOptions): LocalFileStorage {
  const { dir, secret } = options;
  const now = options.now ?? (() => new Date());
  const signer = createUrlSigner(secret, now);
  const tempDir = path.join(dir, '.incoming');
  const baseUrl = (): string => {
    const value = typeof options.publicUrl === 'function' ? options.publicUrl() : options.publicUrl;
    return value.replace(/\/+$/, '');
  };
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  /** The file path of a key; refuses anything that is not exactly a key this board makes. */
  function filePath(key: string): string {
    const parsed = parseKey(key);
    if (!parsed) throw new ValidationError('Not a valid file key');
    return path.join(dir, ...parsed.key.split('/'));
  }

  function fileUrlFor(key: string): string {
    return `${baseUrl()}${UPLOADS_PATH}/${key}`;
  }

  function makeUpload(request: Parameters<FileStorage['createUpload']>[0]): UploadTarget {
    checkUploadRequest(request);
    const key = newKey(request.kind, request.contentType);
    const query = signer.signUpload({
      key,
      contentType: request.contentType,
      expires: nowSeconds() + UPLOAD_TTL_SECONDS,
      maxBytes: FILE_MAX_BYTES[request.kind],
      exactSize: request.size,
    });
    const fileUrl = fileUrlFor(key);
    return { url: `${fileUrl}?${query}`, fileUrl, key };
  }

  return {
    kind: 'local',
    fileUrlFor,
    parse: parseKey,

    createUpload(request) {
      // A promise executor turns a refused request into a rejection rather than a synchronous throw.
      return new Promise<UploadTarget>((resolve) => resolve(makeUpload(request)));
    },

    keyFromUrl(fileUrl, kind) {
      const prefix = `${UPLOADS_PATH}/`;
      const base = baseUrl();
      let rest: string | undefined;
      // Path-only addresses are what the adapter issues while PUBLIC_URL is unknown.
      if (fileUrl.startsWith(prefix)) rest = fileUrl.slice(prefix.length);
      else if (base !== '' && fileUrl.startsWith(base + prefix))
        rest = fileUrl.slice(base.length + prefix.length);
      const parsed = rest === undefined ? undefined : parseKey(rest);
      return parsed?.kind === kind ? parsed.key : undefined;
    },

    async inspect(key): Promise<StoredObjectInfo | undefined> {
      const file = filePath(key);
      const contentType = parseKey(key)?.contentType ?? null;
      const handle = await openIfPresent(file);
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        const head = new Uint8Array(16);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        return { size, head: head.subarray(0, bytesRead), contentType };
      } finally {
        await handle.close();
      }
    },

    signedDownloadUrl(key, ttlSeconds, name) {
      // Path-only on purpose: it is used as a redirect target, which resolves against the API origin.
      return new Promise<string>((resolve) => {
        filePath(key);
        resolve(
          `${UPLOADS_PATH}/${key}?${signer.signDownload(key, nowSeconds() + ttlSeconds, name)}`,
        );
      });
    },

    listStored: () => listLocalUploads(dir),
    removeStaleTemporaries: (before) => removeStaleTemporaries(tempDir, before),

    async delete(key) {
      await rm(filePath(key), { force: true });
    },

    async ping() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.R_OK | constants.W_OK);
    },

    verifyUpload: (key, query) => signer.verifyUpload(key, query),
    verifyDownload: (key, query) => signer.verifyDownload(key, query),

    async receive(grant, body) {
      const parsed = parseKey(grant.key);
      if (!parsed) throw new ValidationError('Not a valid file key');
      return await writeUploadAtomically(body, tempDir, filePath(grant.key), {
        kind: parsed.kind,
        contentType: grant.contentType,
        maxBytes: grant.maxBytes,
        exactSize: grant.exactSize,
      });
    },

    async open(key) {
      const parsed = parseKey(key);
      if (!parsed) return undefined;
      const handle = await openIfPresent(filePath(key));
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, contentType: parsed.contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}
