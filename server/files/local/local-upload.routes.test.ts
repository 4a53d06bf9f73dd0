import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../errors';
import { docBytes, pdfBytes, pngBytes } from '../../testing/test-documents';
import { createLocalStorage, type LocalFileStorage } from './local-storage';
import { localUploadRoutes } from './local-upload.routes';

const SECRET = 'test-secret-that-is-at-least-32-characters-long';

let dir: string;
let storage: LocalFileStorage;
let server: http.Server;
let origin: string;

/** Errors that reached the test app's error middleware without being typed errors (bugs). */
const serverErrors: unknown[] = [];
/** Errors Koa reports outside any middleware, such as a client hanging up mid-request. */
const connectionErrors: unknown[] = [];

/** The app's error middleware in miniature: typed errors become `{ message }` answers. */
function testApp(files: LocalFileStorage): Koa {
  const app = new Koa();
  // Without a listener Koa prints these with console.error; the abort test asserts on them.
  app.on('error', (error: unknown) => connectionErrors.push(error));
  app.use(async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (!(error instanceof HttpError)) {
        serverErrors.push(error);
        ctx.status = 500;
        return;
      }
      ctx.status = error.status;
      ctx.body = { message: error.message };
    }
  });
  app.use(localUploadRoutes(files).routes());
  return app;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'local-routes-'));
  storage = createLocalStorage({ dir, publicUrl: () => origin, secret: SECRET });
  server = http.createServer(testApp(storage).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  const errors = [...serverErrors.splice(0), ...connectionErrors.splice(0)];
  expect(errors).toEqual([]);
});

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

const put = (url: string, body: Uint8Array<ArrayBuffer>, contentType: string) =>
  fetch(url, { method: 'PUT', body, headers: { 'Content-Type': contentType } });

const resumeUpload = (size?: number) =>
  storage.createUpload({
    kind: 'resume',
    contentType: 'application/pdf',
    filename: 'cv.pdf',
    size,
  });

/** A PUT without Content-Length (chunked), so only the streaming counter can stop it. */
function putChunked(
  url: string,
  contentType: string,
  parts: Uint8Array[],
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'PUT', headers: { 'Content-Type': contentType } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            connection: response.headers.connection,
          }),
        );
      },
    );
    // The server answers and closes before the whole body is sent; that write error is expected.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    void (async () => {
      for (const part of parts) {
        if (request.destroyed) return;
        if (!request.write(part)) await new Promise((r) => request.once('drain', r));
      }
      request.end();
    })();
  });
}

describe('PUT /api/uploads/:folder/:name', () => {
  it('stores a signed upload and answers with the address to keep', async () => {
    const target = await resumeUpload();
    const response = await put(target.url, pdfBytes(5000), 'application/pdf');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: target.fileUrl });
    expect(target.fileUrl.startsWith(`${origin}/api/uploads/resumes/`)).toBe(true);
    expect(await storedFiles()).toEqual([target.key]);
  });

  it('answers 403 for a tampered or missing signature, and for a path that is not a key', async () => {
    const target = await resumeUpload();
    const tampered = target.url.replace(/sig=[^&]+/, `sig=${'A'.repeat(43)}`);
    for (const url of [
      tampered,
      target.fileUrl,
      `${origin}/api/uploads/resumes/..%2Fx.pdf?${target.url.split('?')[1]}`,
    ]) {
      const response = await put(url, pdfBytes(), 'application/pdf');
      expect(response.status, url).toBe(403);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/not valid/) as unknown,
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 403 when the address has expired', async () => {
    const past = createLocalStorage({
      dir,
      publicUrl: () => origin,
      secret: SECRET,
      now: () => new Date(Date.now() - 601_000),
    });
    const target = await past.createUpload({
      kind: 'resume',
      contentType: 'application/pdf',
      filename: 'a.pdf',
    });
    const response = await put(target.url, pdfBytes(), 'application/pdf');
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'This upload address has expired. Please try again.',
    });
  });

  it('answers 415 when the Content-Type is not the signed one', async () => {
    const target = await resumeUpload();
    const response = await put(target.url, pdfBytes(), 'application/msword');
    expect(response.status).toBe(415);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 415 when the content is not the declared document type, and keeps nothing', async () => {
    const target = await resumeUpload();
    for (const body of [pngBytes(100_000), docBytes()]) {
      const response = await put(target.url, body, 'application/pdf');
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({
        message: 'Only PDF, DOC and DOCX files are accepted',
      });
    }
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 413 at once when Content-Length is over the limit', async () => {
    const target = await resumeUpload();
    const response = await put(target.url, pdfBytes(5 * 1024 * 1024 + 1), 'application/pdf');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The resume must be 5 MB or smaller' });
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 413 when a chunked body passes the limit, keeps nothing and still serves the next request', async () => {
    const target = await resumeUpload();
    const parts = Array.from({ length: 12 }, () => pdfBytes(512 * 1024));
    const answer = await putChunked(target.url, 'application/pdf', parts);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The resume must be 5 MB or smaller' });
    // The unread rest of the body is not drained: the connection is closed instead.
    expect(answer.connection).toBe('close');
    expect(await storedFiles()).toEqual([]);
    const next = await put(target.url, pdfBytes(), 'application/pdf');
    expect(next.status).toBe(200);
  });

  it('cleans up after a client that hangs up half way, without a server error', async () => {
    const target = await resumeUpload();
    const receive = vi.spyOn(storage, 'receive');
    try {
      const request = http.request(target.url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
      });
      request.on('error', () => undefined);
      request.write(pdfBytes(100_000));
      await vi.waitFor(() => expect(receive).toHaveBeenCalled());
      request.destroy();
      await expect(receive.mock.results[0]?.value).rejects.toThrow();
    } finally {
      receive.mockRestore();
    }
    // Let the route's answer to the dead connection go through the error middleware.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await storedFiles()).toEqual([]);
    expect(serverErrors).toEqual([]);
    // Koa itself reports the broken request (an HTTP parse error), outside the route.
    expect(connectionErrors.splice(0)).toEqual([
      expect.objectContaining({ message: 'Parse Error' }),
    ]);
  });

  it('holds the body to the exact size when one was signed', async () => {
    const target = await resumeUpload(1000);
    expect((await put(target.url, pdfBytes(1001), 'application/pdf')).status).toBe(413);
    expect(
      (await putChunked(target.url, 'application/pdf', [pdfBytes(600), pdfBytes(600)])).status,
    ).toBe(413);
    expect((await put(target.url, pdfBytes(999), 'application/pdf')).status).toBe(400);
    expect(await storedFiles()).toEqual([]);
    expect((await put(target.url, pdfBytes(1000), 'application/pdf')).status).toBe(200);
  });
});

describe('GET /api/uploads/:folder/:name', () => {
  it('serves a resume only with a valid download signature, privately', async () => {
    const target = await resumeUpload();
    const body = pdfBytes(3000);
    await put(target.url, body, 'application/pdf');

    expect((await fetch(target.fileUrl)).status).toBe(403);
    const tampered = (await storage.signedDownloadUrl(target.key, 60)).replace(
      /sig=[^&]+/,
      `sig=${'A'.repeat(43)}`,
    );
    expect((await fetch(origin + tampered)).status).toBe(403);
    // An upload signature does not open the file for reading.
    expect((await fetch(target.url)).status).toBe(403);

    const response = await fetch(origin + (await storage.signedDownloadUrl(target.key, 60)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-length')).toBe('3000');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="resume.pdf"; filename*=UTF-8''resume.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(body);

    // A name is signed with the address: served under it, and not to be swapped for another.
    const named = await storage.signedDownloadUrl(target.key, 60, 'Ada CV.pdf');
    const served = await fetch(origin + named);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="Ada CV.pdf"; filename*=UTF-8''Ada%20CV.pdf`,
    );
    await served.arrayBuffer();
    expect((await fetch(origin + named.replace('Ada+CV', 'evil'))).status).toBe(403);
  });

  it('serves a job description without a signature, as a public attachment', async () => {
    const target = await storage.createUpload({
      kind: 'job-description',
      contentType: 'application/msword',
      filename: 'job.doc',
    });
    await put(target.url, docBytes(2000), 'application/msword');
    const response = await fetch(target.fileUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/msword');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(docBytes(2000));
    const head = await fetch(target.fileUrl, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('2000');
  });

  it('answers 404 for missing files and for paths that are not keys', async () => {
    const missing = `${origin}/api/uploads/job-descriptions/00000000-0000-4000-8000-000000000000.pdf`;
    expect((await fetch(missing)).status).toBe(404);
    for (const bad of [
      '/api/uploads/resumes/..%2F..%2Fsession-secret',
      '/api/uploads/..%2F..%2Fsession-secret/x.pdf',
    ]) {
      const response = await fetch(origin + bad);
      expect(response.status, bad).toBe(404);
    }
  });
});
