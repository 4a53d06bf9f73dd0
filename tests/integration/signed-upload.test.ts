// The one upload function (web/lib/upload-file.ts) against the real server in-process, no port:
// the address request, the PUT with its headers, the stored address without its query string, and
// each way it fails (a refusal with its status, a proxy's 5xx, no answer). uploadFile, the widgets'
// entry point, turns those into the API's errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api-routes';
import { RESUME_MAX_BYTES, UPLOAD_PUT_HEADERS } from '../../shared/constants';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import { ApiError, NetworkError, type Send } from '../../web/lib/api-client';
import {
  signedUpload,
  uploadFile,
  uploadMayWorkLater,
  type UploadSource,
} from '../../web/lib/upload-file';
import { connection } from './support/in-process-send';

const PDF = new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer;

const app = appPerTest();

const resume = (bytes: ArrayBuffer = PDF.slice(0)): UploadSource => ({
  kind: 'resume',
  name: 'resume.pdf',
  contentType: 'application/pdf',
  bytes,
});

/** What the upload sent: each request's method, address, headers and credentials mode. */
function recording(send: Send) {
  const sent: { method: string; url: string; headers: Headers; init: RequestInit }[] = [];
  const recorder: Send = async (url, init) => {
    sent.push({ method: init.method ?? 'GET', url, headers: new Headers(init.headers), init });
    // A File is a Blob: the in-process server takes its bytes.
    const body = init.body instanceof Blob ? await init.body.arrayBuffer() : init.body;
    return send(url, { ...init, body });
  };
  return { sent, send: recorder };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signedUpload', () => {
  it('asks for an address, PUTs the file once with If-None-Match: *, and keeps the address without its query', async () => {
    const net = recording(connection(new TestClient(app.callback)).send);

    const outcome = await signedUpload(resume(), net.send);

    const [address, put, ...more] = net.sent;
    expect(more).toEqual([]);
    expect(address?.method).toBe('POST');
    expect(address?.url).toBe(api.uploadResume);
    expect(JSON.parse(address?.init.body as string)).toEqual({
      contentType: 'application/pdf',
      filename: 'resume.pdf',
      size: 400,
    });
    expect(put?.method).toBe('PUT');
    expect(put?.url).toContain('?');
    expect(put?.headers.get('Content-Type')).toBe('application/pdf');
    expect(put?.headers.get('If-None-Match')).toBe(UPLOAD_PUT_HEADERS['If-None-Match']);
    expect(put?.init.credentials).toBe('same-origin');
    expect(outcome).toEqual({ type: 'stored', address: put?.url.split('?')[0] });
    expect(outcome.type === 'stored' && outcome.address).not.toContain('?');
  });

  it('gives back a refusal of the address with its status, without a PUT', async () => {
    const net = recording(connection(new TestClient(app.callback)).send);

    // Job descriptions are for signed-in churches only.
    const outcome = await signedUpload({ ...resume(), kind: 'job-description' }, net.send);

    expect(outcome).toMatchObject({ type: 'refused', status: 401 });
    expect(net.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      `POST ${api.uploadJobDescription}`,
    ]);
  });

  it('gives back a refusal of the PUT with its status and the server message unread', async () => {
    const net = connection(new TestClient(app.callback));

    // Declared a PDF, but not one: the storage refuses the bytes.
    const bytes = new TextEncoder().encode('plain text, not a document').buffer;
    const outcome = await signedUpload(resume(bytes), net.send);

    expect(outcome).toMatchObject({ type: 'refused', status: 415 });
    const body = outcome.type === 'refused' ? ((await outcome.response.json()) as unknown) : null;
    expect(body).toMatchObject({ message: expect.any(String) as string });
  });

  it("gives back a proxy's 5xx as a refusal with its status", async () => {
    const net = connection(new TestClient(app.callback));
    net.failNext('PUT', /^\/api\/uploads\//, 503);

    expect(await signedUpload(resume(), net.send)).toMatchObject({ type: 'refused', status: 503 });
  });

  it('says unreachable when no answer came, for the address or for the PUT', async () => {
    const net = connection(new TestClient(app.callback));
    net.failNext('POST', api.uploadResume, 'network');
    expect(await signedUpload(resume(), net.send)).toMatchObject({ type: 'unreachable' });

    net.failNext('PUT', /^\/api\/uploads\//, 'lose-response');
    expect(await signedUpload(resume(), net.send)).toMatchObject({ type: 'unreachable' });
  });
});

describe('uploadFile, the widgets’ entry point', () => {
  function useServer() {
    const net = recording(connection(new TestClient(app.callback)).send);
    vi.stubGlobal('fetch', net.send);
    return net;
  }

  it('uploads a picked file through the same function and returns its stored address', async () => {
    const net = useServer();
    const file = new File([PDF.slice(0)], 'cv.pdf', { type: 'application/pdf' });

    const address = await uploadFile(file, 'resume');

    expect(address).toMatch(/^\/api\/uploads\/[^?#]+\.pdf$/);
    expect(net.sent.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(net.sent[1]?.headers.get('If-None-Match')).toBe('*');
  });

  it('refuses a wrong file before anything is sent', async () => {
    const net = useServer();
    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'cv.pdf', {
      type: 'application/pdf',
    });

    await expect(uploadFile(big, 'resume')).rejects.toThrow('The file is too large: at most 5 MB.');
    expect(net.sent).toEqual([]);
  });

  it('throws the API error with its status and message for a refusal, which is final', async () => {
    useServer();
    const file = new File(['plain text, not a document'], 'cv.pdf', { type: 'application/pdf' });

    const failure = await uploadFile(file, 'resume').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(415);
    expect((failure as ApiError).serverMessage).toEqual(expect.any(String));
    expect(uploadMayWorkLater(failure)).toBe(false);
  });

  it('throws a NetworkError without an answer, and a server error may work later', async () => {
    const net = connection(new TestClient(app.callback));
    vi.stubGlobal('fetch', recording(net.send).send);
    const file = new File([PDF.slice(0)], 'cv.pdf', { type: 'application/pdf' });

    net.failNext('POST', api.uploadResume, 'network');
    const offline = await uploadFile(file, 'resume').catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(NetworkError);
    expect(uploadMayWorkLater(offline)).toBe(true);

    net.failNext('PUT', /^\/api\/uploads\//, 503);
    const down = await uploadFile(file, 'resume').catch((error: unknown) => error);
    expect(down).toMatchObject({ status: 503 });
    expect(uploadMayWorkLater(down)).toBe(true);
  });
});
