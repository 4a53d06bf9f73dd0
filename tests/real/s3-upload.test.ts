// The upload flow against an S3 server that checks Signature V4, as S3 does (s3rver, in the rest
// of the suite, checks none): the app in-process on a loopback port with S3 storage, the web
// app's own upload function with the real fetch, and the bucket refusing whatever the signed
// address does not allow: another signature, type or length, a second write, a stale address.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { RESUME_MAX_BYTES, UPLOAD_PUT_HEADERS } from '../../shared/constants';
import { tooLargeMessage } from '../../server/files/messages';
import { createS3Storage, type S3FileStorage } from '../../server/files/s3/s3-storage';
import { UPLOAD_TTL_SECONDS } from '../../server/files/upload-request';
import {
  appliedFor,
  applicationFor,
  churchWithApprovedPosition,
} from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { createTestApp, testClock, type TestApp } from '../../server/testing/test-app';
import { signedUpload, storedAddress } from '../../web/lib/upload-file';
import { realS3, RUN_WITH } from './support/real-servers';

const s3 = realS3();

/** A PDF of `size` bytes whose body is random, so a copy that differs anywhere is caught. */
function randomPdf(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  bytes.set(randomBytes(size));
  bytes.set(Buffer.from('%PDF-1.7\n'));
  return bytes;
}

/** What the S3 server answered to a PUT: its status and its error code, if any. */
async function put(
  url: string,
  body: Uint8Array<ArrayBuffer>,
  contentType = 'application/pdf',
): Promise<{ status: number; code: string | null }> {
  const response = await fetch(url, {
    method: 'PUT',
    headers: { 'Content-Type': contentType, ...UPLOAD_PUT_HEADERS },
    body,
  });
  const text = await response.text();
  return { status: response.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null };
}

/** Keeps everything of a URL but the last character of its signature, which it changes. */
function withTamperedSignature(url: string): string {
  const tampered = new URL(url);
  const signature = tampered.searchParams.get('X-Amz-Signature') ?? '';
  const last = signature.at(-1) === '0' ? '1' : '0';
  tampered.searchParams.set('X-Amz-Signature', `${signature.slice(0, -1)}${last}`);
  return tampered.toString();
}

describe.skipIf(s3 === null)(`uploads to an S3 server that checks signatures (${RUN_WITH})`, () => {
  let app: TestApp;
  let origin: string;
  let storage: S3FileStorage;
  let church: TestClient;
  let positionId: string;
  const clock = testClock();

  beforeAll(async () => {
    const { endpoint, bucket, accessKeyId, secretAccessKey } = s3 ?? realS3Missing();
    storage = createS3Storage({
      bucket,
      endpoint,
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey,
      now: clock.now,
    });
    app = await createTestApp({
      files: storage,
      clock,
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: accessKeyId,
        S3_SECRET_ACCESS_KEY: secretAccessKey,
      },
    });
    origin = await app.listen();
    const approved = await churchWithApprovedPosition(app);
    church = approved.church;
    positionId = approved.position.id;
  });

  afterAll(async () => {
    await app.close();
  });

  /** A resume upload address the board signed, for `size` bytes when given. */
  async function resumeAddress(size?: number): Promise<string> {
    const answer = await new TestClient(app.callback).post<{ url: string }>(api.uploadResume, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      ...(size === undefined ? {} : { size }),
    });
    expect(answer.status).toBe(200);
    return answer.body.url;
  }

  it('takes a resume through the address the board signed, and gives the same bytes back to the church and the student', async () => {
    const bytes = randomPdf(200_000);
    // The web app's upload, with fetch: the board's address request, then the PUT to the bucket.
    const uploaded = await signedUpload(
      { kind: 'resume', name: 'cv.pdf', contentType: 'application/pdf', bytes: bytes.buffer },
      (url, init) => fetch(new URL(url, origin), init),
    );
    if (uploaded.type !== 'stored') throw new Error(`upload ${uploaded.type}`);
    expect(uploaded.address.startsWith(`${s3?.endpoint}/${s3?.bucket}/resumes/`)).toBe(true);

    const receipt = await appliedFor(app, positionId, { resumeUrl: uploaded.address });

    for (const [reader, path] of [
      [church, api.applicationResume(receipt.id)],
      [new TestClient(app.callback), api.applicationStatusResume(receipt.statusToken)],
    ] as const) {
      const redirect = await reader.get(path);
      expect(redirect.status).toBe(302);
      const download = await fetch(String(redirect.headers.location));
      expect(download.status).toBe(200);
      // The signed response overrides: served as a PDF whatever the upload claimed.
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe('inline');
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it('refuses a PUT whose signature was changed, and takes the same file with the signature as signed', async () => {
    const bytes = randomPdf(5_000);
    const url = await resumeAddress(bytes.length);

    expect(await put(withTamperedSignature(url), bytes)).toEqual({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(await put(url, bytes)).toEqual({ status: 200, code: null });
  });

  it('refuses a PUT of another type than the one signed', async () => {
    const bytes = randomPdf(5_000);
    const url = await resumeAddress(bytes.length);

    expect(await put(url, bytes, 'text/html')).toMatchObject({ status: 403 });
    expect(await put(url, bytes)).toEqual({ status: 200, code: null });
  });

  it('refuses a file longer or shorter than the size the address was signed for, and stores nothing', async () => {
    const url = await resumeAddress(10_000);
    const key = new URL(url).pathname.replace(`/${s3?.bucket}/`, '');

    expect(await put(url, randomPdf(10_001))).toMatchObject({ status: 403 });
    expect(await put(url, randomPdf(9_999))).toMatchObject({ status: 403 });
    expect(await storage.inspect(key)).toBeUndefined();
  });

  it('signs no address for a resume over the size limit', async () => {
    const answer = await new TestClient(app.callback).post<{ message: string }>(api.uploadResume, {
      filename: 'cv.pdf',
      contentType: 'application/pdf',
      size: RESUME_MAX_BYTES + 1,
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe(tooLargeMessage('resume'));
  });

  it('stores any length through an address signed without a size, and refuses an oversized resume when it is used', async () => {
    const url = await resumeAddress();
    expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).not.toContain('content-length');

    // Nothing at the bucket bounds the length: the content check does, before a record uses it.
    expect(await put(url, randomPdf(RESUME_MAX_BYTES + 1))).toEqual({ status: 200, code: null });
    const applied = await new TestClient(app.callback).post<{ errors: Record<string, string[]> }>(
      api.applications,
      applicationFor(positionId, {
        studentEmail: 'eve@student.test',
        resumeUrl: storedAddress(url),
      }),
    );
    expect(applied.status).toBe(400);
    expect(applied.body.errors.resumeUrl).toEqual([tooLargeMessage('resume')]);
  });

  it('takes one file per address: a second PUT to it is refused', async () => {
    const bytes = randomPdf(5_000);
    const url = await resumeAddress(bytes.length);

    expect(await put(url, bytes)).toEqual({ status: 200, code: null });
    expect(await put(url, bytes)).toEqual({ status: 412, code: 'PreconditionFailed' });
  });

  it('refuses an address once its time is over', async () => {
    const bytes = randomPdf(5_000);
    // Signed as if a moment more than its lifetime ago: the S3 server's own clock finds it stale.
    clock.set(new Date(Date.now() - (UPLOAD_TTL_SECONDS + 60) * 1000));
    const url = await resumeAddress(bytes.length);
    clock.set(new Date());

    expect(await put(url, bytes)).toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});

function realS3Missing(): never {
  throw new Error('REAL_S3_* variables are not set');
}
