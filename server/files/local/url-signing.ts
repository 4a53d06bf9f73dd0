// HMAC-signed addresses for the local adapter: the server plays the part S3 presigning plays, so
// an upload address binds method, path, expiry, content type and size limit, and cannot be edited.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DocumentContentType } from '../../../shared/constants';
import { ForbiddenError } from '../../errors';
import { isDocumentContentType } from '../storage-keys';

/** The URL path under which the local adapter's files are uploaded and served. */
export const UPLOADS_PATH = '/api/uploads';

/** What a valid upload address allows: one PUT of this type and size to this key. */
export interface UploadGrant {
  key: string;
  contentType: DocumentContentType;
  /** Unix seconds after which the address no longer works. */
  expires: number;
  maxBytes: number;
  /** The exact size declared when the upload was requested, when it was. */
  exactSize?: number;
}

/** Signs and verifies upload and download addresses with one secret. */
export interface UrlSigner {
  /** The query string (without `?`) of an upload address for this grant. */
  signUpload(grant: UploadGrant): string;
  /** The grant of an upload address, or ForbiddenError when its signature is bad or it expired. */
  verifyUpload(key: string, query: URLSearchParams): UploadGrant;
  /**
   * The query string (without `?`) of a download address valid until `expires` (unix seconds);
   * `name`, when given, is signed with it as the name the file is served under.
   */
  signDownload(key: string, expires: number, name?: string): string;
  /**
   * Throws ForbiddenError unless the query is a valid, unexpired download signature for `key`;
   * returns the signed name, if the address carries one.
   */
  verifyDownload(key: string, query: URLSearchParams): string | undefined;
}

const DIGITS = /^\d{1,15}$/;

/** A signer whose HMAC key is derived from `secret`; `now` is the clock (replaceable in tests). */
export function createUrlSigner(secret: string, now: () => Date): UrlSigner {
  // A derived key, so a signature made here can never double as a session cookie signature.
  const hmacKey = createHmac('sha256', secret).update('job-board/file-url-signing/v1').digest();

  // JSON of an array keeps the fields apart whatever they contain.
  const sign = (fields: Array<string | number>): string =>
    createHmac('sha256', hmacKey).update(JSON.stringify(fields)).digest('base64url');

  const uploadFields = (g: UploadGrant) => [
    'PUT',
    `${UPLOADS_PATH}/${g.key}`,
    g.expires,
    g.contentType,
    g.maxBytes,
    g.exactSize ?? '',
  ];
  // The name only when there is one, so addresses signed without it keep their signature.
  const downloadFields = (key: string, expires: number, name: string | null) => [
    'GET',
    `${UPLOADS_PATH}/${key}`,
    expires,
    ...(name === null ? [] : [name]),
  ];

  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  function checkSignature(expected: string, given: string | null, what: string): void {
    const a = Buffer.from(expected);
    const b = Buffer.from(given ?? '');
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      throw new ForbiddenError(`This ${what} address is not valid. Please try again.`);
    }
  }

  function checkExpiry(expires: number, what: string): void {
    if (nowSeconds() > expires)
      throw new ForbiddenError(`This ${what} address has expired. Please try again.`);
  }

  return {
    signUpload(grant) {
      const query = new URLSearchParams({
        expires: String(grant.expires),
        type: grant.contentType,
        max: String(grant.maxBytes),
      });
      if (grant.exactSize !== undefined) query.set('size', String(grant.exactSize));
      query.set('sig', sign(uploadFields(grant)));
      return query.toString();
    },

    verifyUpload(key, query) {
      const expires = query.get('expires') ?? '';
      const type = query.get('type') ?? '';
      const max = query.get('max') ?? '';
      const size = query.get('size');
      if (
        !DIGITS.test(expires) ||
        !DIGITS.test(max) ||
        (size !== null && !DIGITS.test(size)) ||
        !isDocumentContentType(type)
      ) {
        throw new ForbiddenError('This upload address is not valid. Please try again.');
      }
      const grant: UploadGrant = {
        key,
        contentType: type,
        expires: Number(expires),
        maxBytes: Number(max),
      };
      if (size !== null) grant.exactSize = Number(size);
      checkSignature(sign(uploadFields(grant)), query.get('sig'), 'upload');
      checkExpiry(grant.expires, 'upload');
      return grant;
    },

    signDownload(key, expires, name) {
      const query = new URLSearchParams({ expires: String(expires) });
      if (name !== undefined) query.set('name', name);
      query.set('sig', sign(downloadFields(key, expires, name ?? null)));
      return query.toString();
    },

    verifyDownload(key, query) {
      const expires = query.get('expires') ?? '';
      if (!DIGITS.test(expires))
        throw new ForbiddenError('This download address is not valid. Please try again.');
      const name = query.get('name');
      checkSignature(
        sign(downloadFields(key, Number(expires), name)),
        query.get('sig'),
        'download',
      );
      checkExpiry(Number(expires), 'download');
      return name ?? undefined;
    },
  };
}
