import { createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PUT_HEADERS } from '../../../shared/constants';
import { checkStoredDocument } from '../magic-bytes';
import { pdfBytes } from '../../testing/test-documents';
import { bucketBaseUrl, createS3Storage, type S3FileStorage } from './s3-storage';

const ACCESS_KEY = 'AKIDEXAMPLE';
const SECRET_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
const SIGNING_DATE = new Date('2025-01-02T03:04:05Z');
// Presigning is offline: this endpoint is never contacted.
const OFFLINE_ENDPOINT = 'http://127.0.0.1:9';

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();
const rfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * SigV4 query-string signature written out from the AWS specification, independent of the SDK,
 * for the header values a client would send. Equal to the URL's signature only if those exact
 * values were signed.
 */
function expectedSignature(
  url: URL,
  method: string,
  headers: Record<string, string>,
  region: string,
): string {
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalHeaders = signedHeaders
    .map((name) => `${name}:${(headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = [
    method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders.join(';'),
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day), region), 's3'), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex');
}

describe('S3 presigning (unit: s3rver does not verify signatures)', () => {
  const storage = createS3Storage({
    bucket: 'board',
    endpoint: OFFLINE_ENDPOINT,
    region: 'eu-central-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    now: () => SIGNING_DATE,
  });

  it('signs the content type and exact length of an upload, for 10 minutes', async () => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
      size: 1234,
    });
    const url = new URL(target.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe(
      'content-length;content-type;host;if-none-match',
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20250102T030405Z');
    expect(url.searchParams.get('X-Amz-Credential')).toBe(
      `${ACCESS_KEY}/20250102/eu-central-1/s3/aws4_request`,
    );
    // The SDK's default checksum would sign a CRC of an empty body (PITFALLS.md).
    expect([...url.searchParams.keys()].filter((name) => /checksum/i.test(name))).toEqual([]);

    const sent = {
      host: url.host,
      'content-type': 'application/pdf',
      'content-length': '1234',
      'if-none-match': '*',
    };
    expect(expectedSignature(url, 'PUT', sent, 'eu-central-1')).toBe(
      url.searchParams.get('X-Amz-Signature'),
    );
    // Without the condition S3 would let the address overwrite what it stored: not signed for that.
    const { 'if-none-match': _condition, ...unconditional } = sent;
    expect(expectedSignature(url, 'PUT', unconditional, 'eu-central-1')).not.toBe(
      url.searchParams.get('X-Amz-Signature'),
    );
    expect(
      expectedSignature(url, 'PUT', { ...sent, 'content-type': 'text/html' }, 'eu-central-1'),
    ).not.toBe(url.searchParams.get('X-Amz-Signature'));
    expect(
      expectedSignature(url, 'PUT', { ...sent, 'content-length': '99999999' }, 'eu-central-1'),
    ).not.toBe(url.searchParams.get('X-Amz-Signature'));
  });

  it('signs the content type alone when the size is not known', async () => {
    const target = await storage.createUpload({
      kind: 'job-description',
      contentType: 'application/msword',
      filename: 'job.doc',
    });
    const url = new URL(target.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host;if-none-match');
    expect(
      expectedSignature(
        url,
        'PUT',
        { host: url.host, 'content-type': 'application/msword', 'if-none-match': '*' },
        'eu-central-1',
      ),
    ).toBe(url.searchParams.get('X-Amz-Signature'));
  });

  it('keeps the address without its query, under the bucket and the kind folder', async () => {
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toBe(`${OFFLINE_ENDPOINT}/board/${target.key}`);
    expect(target.key).toMatch(/^resumes\/[0-9a-f-]{36}\.pdf$/);
    expect(target.url.startsWith(`${target.fileUrl}?`)).toBe(true);
  });

  it('signs short-lived GETs for downloads', async () => {
    const key = 'resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf';
    const url = new URL(await storage.signedDownloadUrl(key, 60));
    expect(url.pathname).toBe(`/board/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(expectedSignature(url, 'GET', { host: url.host }, 'eu-central-1')).toBe(
      url.searchParams.get('X-Amz-Signature'),
    );
  });

  it('recognises only its own bucket, endpoint and kind folder', () => {
    const key = 'resumes/0b6f1f43-5c7e-4d3e-9a51-7a0f0c1d2e3f.pdf';
    expect(storage.keyFromUrl(`${OFFLINE_ENDPOINT}/board/${key}`, 'resume')).toBe(key);
    for (const url of [
      `${OFFLINE_ENDPOINT}/other/${key}`,
      `http://127.0.0.1:10/board/${key}`,
      `https://evil.example/board/${key}`,
      `${OFFLINE_ENDPOINT}/board/${key}?X-Amz-Signature=x`,
      `${OFFLINE_ENDPOINT}/board/resumes/../secret.pdf`,
      `/api/uploads/${key}`,
    ]) {
      expect(storage.keyFromUrl(url, 'resume'), url).toBeUndefined();
    }
    expect(
      storage.keyFromUrl(`${OFFLINE_ENDPOINT}/board/${key}`, 'job-description'),
    ).toBeUndefined();
  });

  it('uses the regional AWS address when no endpoint is set', async () => {
    expect(bucketBaseUrl({ bucket: 'b', endpoint: null, region: 'eu-west-1' })).toBe(
      'https://s3.eu-west-1.amazonaws.com/b/',
    );
    const aws = createS3Storage({
      bucket: 'b',
      endpoint: null,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
    });
    const target = await aws.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
    });
    expect(target.fileUrl).toBe(`https://s3.us-east-1.amazonaws.com/b/${target.key}`);
  });

  it('refuses the same requests as the local adapter', async () => {
    await expect(
      storage.createUpload({
        kind: 'resume',
        contentType: 'application/pdf',
        filename: 'cv.pdf',
        size: 5 * 1024 * 1024 + 1,
      }),
    ).rejects.toThrow('The resume must be 5 MB or smaller');
  });
});

describe('S3 flow against s3rver on loopback', () => {
  let directory: string;
  let s3rver: S3rver;
  let storage: S3FileStorage;
  let endpoint: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
    s3rver = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: 'test' }],
    });
    const { port } = await s3rver.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver knows one key pair, S3RVER/S3RVER.
    storage = createS3Storage({
      bucket: 'test',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
  });

  afterAll(async () => {
    storage?.client.destroy();
    await s3rver?.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('pings the bucket', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
  });

  it('presigns, takes the PUT, inspects, serves a signed GET and deletes', async () => {
    const body = pdfBytes(40_000);
    const target = await storage.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'cv.pdf',
      size: body.length,
    });
    const put = await fetch(target.url, {
      method: 'PUT',
      body,
      headers: { 'Content-Type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
    });
    expect(put.status).toBe(200);

    expect(await storage.inspect(target.key)).toEqual({
      size: body.length,
      head: body.subarray(0, 16),
      contentType: 'application/pdf',
    });
    await expect(checkStoredDocument(storage, target.fileUrl, 'resume')).resolves.toEqual({
      key: target.key,
      size: body.length,
    });

    const get = await fetch(await storage.signedDownloadUrl(target.key, 60));
    expect(get.status).toBe(200);
    expect(new Uint8Array(await get.arrayBuffer())).toEqual(body);

    await storage.delete(target.key);
    expect(await storage.inspect(target.key)).toBeUndefined();
    await expect(storage.delete(target.key)).resolves.toBeUndefined();
    await expect(checkStoredDocument(storage, target.fileUrl, 'resume')).rejects.toThrow(
      'The uploaded file was not found. Please upload it again.',
    );
  });

  it('inspects an empty object without a range request', async () => {
    const target = await storage.createUpload({
      kind: 'job-description',
      contentType: 'application/pdf',
      filename: 'job.pdf',
    });
    const put = await fetch(target.url, {
      method: 'PUT',
      body: new Uint8Array(0),
      headers: { 'Content-Type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
    });
    expect(put.status).toBe(200);
    expect(await storage.inspect(target.key)).toEqual({
      size: 0,
      head: new Uint8Array(0),
      contentType: 'application/pdf',
    });
    await expect(checkStoredDocument(storage, target.fileUrl, 'job-description')).rejects.toThrow(
      'Only PDF, DOC and DOCX files are accepted',
    );
  });

  it('fails ping for a bucket that does not exist', async () => {
    const missing = createS3Storage({
      bucket: 'missing',
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    await expect(missing.ping()).rejects.toThrow();
    missing.client.destroy();
  });
});
