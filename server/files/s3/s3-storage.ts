// S3 (or MinIO/R2) storage: the browser PUTs straight to the bucket through a presigned address
// that binds the content type and, when known, the exact length, so the server never proxies bytes.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDispositionFor } from '../content-disposition';
import type { FileStorage, StoredObjectInfo, UploadTarget } from '../port';
import { KIND_FOLDERS, newKey, parseKey, storedDownloadName } from '../storage-keys';
import { checkUploadRequest, UPLOAD_TTL_SECONDS } from '../upload-request';
import { listS3Uploads } from './list-stored';

/** How to reach the bucket; null credentials fall back to the SDK's default chain (instance roles). */
export interface S3StorageOptions {
  bucket: string;
  /** A non-AWS endpoint (MinIO, R2, s3rver), or null for AWS itself. */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** The signing clock, replaceable in tests. */
  now?: () => Date;
}

/** The S3 adapter; `client` is exposed for health checks and tests. */
export interface S3FileStorage extends FileStorage {
  readonly kind: 's3';
  readonly client: S3Client;
}

function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** The path-style address prefix of the bucket's objects, e.g. `http://minio:9000/bucket/`. */
export function bucketBaseUrl(
  options: Pick<S3StorageOptions, 'bucket' | 'endpoint' | 'region'>,
): string {
  const endpoint = options.endpoint ?? `https://s3.${options.region}.amazonaws.com`;
  const url = new URL(endpoint);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/${options.bucket}/`;
}

/** S3 storage for one bucket, path-style, with checksums only where S3 requires them. */
export function createS3Storage(options: S3StorageOptions): S3FileStorage {
  const { bucket } = options;
  const now = options.now ?? (() => new Date());
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint ?? undefined,
    // Path style works on MinIO, R2 and s3rver without wildcard DNS, and keeps one URL form to check.
    forcePathStyle: true,
    // The SDK's default checksums put a CRC of an empty body into presigned PUTs and aws-chunked
    // framing into streamed bodies, which S3-compatible servers store or reject (PITFALLS.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const baseUrl = bucketBaseUrl(options);

  const storage: S3FileStorage = {
    kind: 's3',
    client,

    async createUpload(request): Promise<UploadTarget> {
      checkUploadRequest(request);
      const key = newKey(request.kind, request.contentType);
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        ContentType: request.contentType,
        ContentLength: request.size,
        // A conditional write: the address cannot replace the object once it exists (works once).
        IfNoneMatch: '*',
      });
      // Signed headers make S3 refuse a PUT with another type or (when known) another length, or
      // one that would overwrite what the address already stored (UPLOAD_PUT_HEADERS).
      const signableHeaders = new Set(['content-type', 'if-none-match']);
      if (request.size !== undefined) signableHeaders.add('content-length');
      const url = await getSignedUrl(client, command, {
        expiresIn: UPLOAD_TTL_SECONDS,
        signableHeaders,
        signingDate: now(),
      });
      const fileUrl = url.split('?')[0] ?? url;
      // A misconfigured endpoint shows up here, not later as "file address is not valid" to a student.
      if (storage.keyFromUrl(fileUrl, request.kind) !== key) {
        throw new Error(`S3 upload address ${fileUrl} does not start with the expected ${baseUrl}`);
      }
      return { url, fileUrl, key };
    },

    keyFromUrl(fileUrl, kind) {
      if (!fileUrl.startsWith(baseUrl + KIND_FOLDERS[kind] + '/')) return undefined;
      return parseKey(fileUrl.slice(baseUrl.length))?.key;
    },

    async inspect(key): Promise<StoredObjectInfo | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const size = head.ContentLength ?? 0;
        const contentType = head.ContentType ?? null;
        // A range on an empty object is an error (416), and there is nothing to read anyway.
        if (size === 0) return { size, head: new Uint8Array(0), contentType };
        const first = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: 'bytes=0-15' }),
        );
        const bytes = first.Body ? await first.Body.transformToByteArray() : new Uint8Array(0);
        // A server that ignores Range sends the whole object; keep only the head.
        return { size, head: bytes.subarray(0, 16), contentType };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    signedDownloadUrl(key, ttlSeconds, name) {
      // The signed response overrides make S3 answer with the key's type and, for Word files, as
      // a download, as the local route does. S3 cannot add a CSP header (decision 0016).
      const parsed = parseKey(key);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: parsed?.contentType,
        ResponseContentDisposition: parsed
          ? contentDispositionFor(parsed.contentType, name ?? storedDownloadName(parsed))
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn: ttlSeconds, signingDate: now() });
    },

    listStored: () => listS3Uploads(client, bucket),
    removeStaleTemporaries: () => Promise.resolve(0),

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
  return storage;
}
