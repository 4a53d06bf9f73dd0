import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../deps';
import { TestClient } from '../testing/http-client';
import { staticFiles, type StaticFilesOptions } from './static-files';

let base: string;
let webDir: string;
let client: TestClient;
const script = `console.log(${JSON.stringify('the job board '.repeat(400))});\n`;
const html = `<!doctype html><div id="root"></div>${'<!-- the job board -->'.repeat(100)}`;
const YEAR = 'public, max-age=31536000, immutable';

/** Writes a file and, like the build, its .br and .gz copies. */
function writeWithCopies(relative: string, content: string): void {
  const file = path.join(webDir, relative);
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

/** The app as createApp mounts it: static files last, the API's routes reached through them. */
function appServing(dir: string, options?: StaticFilesOptions): TestClient {
  const app = new Koa<AppState>();
  app.use(staticFiles(dir, options));
  app.use(async function api(ctx, next) {
    if (ctx.path.startsWith('/api/')) ctx.body = { from: 'api' };
    else await next();
  });
  return new TestClient(app.callback());
}

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  webDir = path.join(base, 'web');
  writeFileSync(path.join(base, 'secret.txt'), 'outside the web root');
  for (const dir of ['assets', '.vite', 'api'])
    mkdirSync(path.join(webDir, dir), { recursive: true });
  writeWithCopies('index.html', html);
  writeWithCopies('assets/app-abc123.js', script);
  writeWithCopies('sw.js', `self.addEventListener('fetch', () => {});\n${'// sw\n'.repeat(300)}`);
  writeFileSync(path.join(webDir, 'manifest.webmanifest'), '{"name":"Job board"}');
  writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(webDir, 'icon.png'), Buffer.alloc(4096, 1));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{"web/main.tsx":{}}');
  writeFileSync(path.join(webDir, 'api', 'positions'), 'a file where the API lives');
  client = appServing(webDir);
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe('sending the precompressed copies', () => {
  it('sends the .br copy of a hashed script when br is accepted, cached for a year', async () => {
    const response = await client.get('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(Number(response.headers['content-length'])).toBe(response.raw.length);
    expect(response.raw.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.raw).toString()).toBe(script);
  });

  it('sends the .gz copy when gzip is accepted and br is not', async () => {
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const response = await client.get('/assets/app-abc123.js', {
        headers: { 'accept-encoding': accept },
      });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(gunzipSync(response.raw).toString()).toBe(script);
    }
  });

  it('sends the file as it is to a browser that accepts neither', async () => {
    const neither: Record<string, string>[] = [
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '' },
      {},
    ];
    for (const headers of neither) {
      const response = await client.get('/assets/app-abc123.js', { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length'])).toBe(script.length);
      expect(response.text).toBe(script);
    }
  });

  it('sends files without copies (small scripts, images) as they are', async () => {
    const tiny = await client.get('/assets/tiny-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.text).toBe('export {};\n');
    const png = await client.get('/icon.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the length of what GET would send and no body', async () => {
    const response = await client.request('HEAD', '/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(brotliCompressSync(script).length);
    expect(response.raw.length).toBe(0);
    const plain = await client.request('HEAD', '/assets/app-abc123.js');
    expect(Number(plain.headers['content-length'])).toBe(script.length);
    expect(plain.raw.length).toBe(0);
  });

  it('never serves a copy at its own address', async () => {
    expect((await client.get('/assets/app-abc123.js.br')).status).toBe(404);
    expect((await client.get('/index.html.gz')).status).toBe(404);
  });
});

describe('revalidation', () => {
  it('answers If-None-Match with 304 and no body', async () => {
    const accept = { 'accept-encoding': 'br' };
    const first = await client.get('/assets/app-abc123.js', { headers: accept });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await client.get('/assets/app-abc123.js', {
      headers: { ...accept, 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const changed = await client.get('/assets/app-abc123.js', {
      headers: { ...accept, 'if-none-match': 'W/"something-else"' },
    });
    expect(changed.status).toBe(200);
  });

  it('answers If-Modified-Since with 304', async () => {
    const first = await client.get('/index.html');
    const lastModified = String(first.headers['last-modified']);
    expect(new Date(lastModified).getTime()).not.toBeNaN();
    const again = await client.get('/index.html', {
      headers: { 'if-modified-since': lastModified },
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('gives each encoding its own ETag, so a cache never hands one out for another', async () => {
    const br = await client.get('/index.html', { headers: { 'accept-encoding': 'br' } });
    const plain = await client.get('/index.html', { headers: { 'accept-encoding': 'identity' } });
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const crossed = await client.get('/index.html', {
      headers: { 'accept-encoding': 'identity', 'if-none-match': String(br.headers.etag) },
    });
    expect(crossed.status).toBe(200);
    expect(crossed.text).toBe(html);
  });
});

describe('the app shell and the files around it', () => {
  it('answers app paths with index.html under the CSP, always revalidated', async () => {
    for (const url of ['/jobs/some-id', '/', '/assets']) {
      const response = await client.get(url, { headers: { 'accept-encoding': 'br' } });
      expect(response.status, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(brotliDecompressSync(response.raw).toString()).toBe(html);
    }
  });

  it('serves index.html itself the same way', async () => {
    const response = await client.get('/index.html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.text).toBe(html);
  });

  it('frames only the app itself, or also the bucket it is given (PDF resumes on S3)', async () => {
    const own = await client.get('/index.html');
    expect(own.headers['content-security-policy']).toContain("frame-src 'self';");
    expect(own.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const withBucket = await appServing(webDir, {
      frameOrigins: ['https://files.college.example'],
    }).get('/jobs');
    expect(withBucket.headers['content-security-policy']).toContain(
      "frame-src 'self' https://files.college.example;",
    );
  });

  it('answers a missing file with an extension with 404, not the app', async () => {
    const response = await client.get('/assets/gone-abc123.js');
    expect(response.status).toBe(404);
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('lets the service worker control the whole site and revalidates it', async () => {
    const response = await client.get('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });

  it('sends the web app manifest as application/manifest+json, revalidated', async () => {
    const response = await client.get('/manifest.webmanifest');
    expect(response.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 503 with a hint while the app is not built', async () => {
    const unbuilt = appServing(path.join(base, 'not-built'));
    const response = await unbuilt.get('/jobs');
    expect(response.status).toBe(503);
    expect(response.text).toContain('npm run build');
    expect((await unbuilt.get('/assets/app-abc123.js')).status).toBe(404);
  });
});

describe('what is never served', () => {
  it('never serves dot-files such as the build manifest', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/assets/../.vite/manifest.json',
      '/%2evite/manifest.json',
    ]) {
      const response = await client.get(url);
      expect(response.status, url).toBe(404);
      expect(response.text).not.toContain('web/main.tsx');
    }
  });

  it('refuses paths that leave the web directory', async () => {
    for (const url of [
      '/assets/..%2f..%2fsecret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/%00secret.txt',
      '/%E0%A4%A.txt',
    ]) {
      const response = await client.get(url);
      expect(response.status, url).toBe(404);
      expect(response.text).not.toContain('outside the web root');
    }
  });

  it('leaves /api/ paths and other methods to the API', async () => {
    const get = await client.get('/api/positions');
    expect(get.body).toEqual({ from: 'api' });
    expect(get.headers.etag).toBeUndefined();
    const post = await client.post('/jobs', {});
    expect(post.status).toBe(404);
    expect(post.text).not.toContain('<div id="root">');
  });
});

describe('pages written by a renderer', () => {
  /** Marks the page with its path; /gone is a 410, /private-* noindex, /mine private. */
  const rendered = (url: string) =>
    html.replace('<div id="root">', `<h1>${url}</h1><div id="root">`);
  let pages: TestClient;
  let calls: string[];

  beforeAll(() => {
    calls = [];
    pages = appServing(webDir, {
      renderPage: (ctx, template) => {
        calls.push(ctx.path);
        return Promise.resolve({
          status: ctx.path === '/gone' ? 410 : 200,
          html: template.replace('<div id="root">', `<h1>${ctx.path}</h1><div id="root">`),
          noindex: ctx.path.startsWith('/private'),
          private: ctx.path === '/mine',
        });
      },
    });
  });

  it('answers app paths with the rendered page, compressed for the client, under the CSP', async () => {
    for (const [accept, decode] of [
      ['br', (raw: Buffer) => brotliDecompressSync(raw).toString()],
      ['gzip', (raw: Buffer) => gunzipSync(raw).toString()],
      ['identity', (raw: Buffer) => raw.toString()],
    ] as const) {
      const response = await pages.get('/jobs/some-id', { headers: { 'accept-encoding': accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(
        accept === 'identity' ? undefined : accept,
      );
      expect(decode(response.raw)).toBe(rendered('/jobs/some-id'));
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-robots-tag']).toBeUndefined();
      expect(Number(response.headers['content-length'])).toBe(response.raw.length);
    }
  });

  it('revalidates a page by the ETag of its bytes, one per encoding, even under no-cache', async () => {
    const br = await pages.get('/jobs', { headers: { 'accept-encoding': 'br' } });
    const plain = await pages.get('/jobs', { headers: { 'accept-encoding': 'identity' } });
    const etag = String(br.headers.etag);
    expect(etag).toMatch(/^W\/".+-br"$/);
    expect(plain.headers.etag).not.toBe(etag);
    // fetch() sends Cache-Control: no-cache with every If-None-Match (PITFALLS.md).
    const again = await pages.get('/jobs', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag, 'cache-control': 'no-cache' },
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    const crossed = await pages.get('/jobs', {
      headers: { 'accept-encoding': 'identity', 'if-none-match': etag },
    });
    expect(crossed.status).toBe(200);
    const otherPage = await pages.get('/', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(otherPage.status).toBe(200);
    // A rendered page has no Last-Modified: its bytes change with the data, not the file.
    expect(br.headers['last-modified']).toBeUndefined();
  });

  it("sends the renderer's status, noindex and privacy", async () => {
    const gone = await pages.get('/gone');
    expect(gone.status).toBe(410);
    expect(gone.text).toBe(rendered('/gone'));
    expect(gone.headers.etag).toBeUndefined();
    expect(gone.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await pages.get('/private-page')).headers['x-robots-tag']).toBe('noindex');
    expect((await pages.get('/mine')).headers['cache-control']).toBe('private, no-cache');
  });

  it('answers HEAD with the length GET would send', async () => {
    const get = await pages.get('/jobs', { headers: { 'accept-encoding': 'br' } });
    const head = await pages.request('HEAD', '/jobs', { headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.raw.length).toBe(0);
  });

  it('leaves real files as they are: index.html itself (the offline shell) and assets', async () => {
    calls.length = 0;
    const shell = await pages.get('/index.html', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(shell.raw).toString()).toBe(html);
    const script = await pages.get('/assets/app-abc123.js');
    expect(script.headers['cache-control']).toBe(YEAR);
    expect((await pages.get('/assets/gone-abc123.js')).status).toBe(404);
    expect((await pages.get('/api/positions')).body).toEqual({ from: 'api' });
    expect(calls).toEqual([]);
  });

  it('answers 503 with a hint while the app is not built', async () => {
    const unbuilt = appServing(path.join(base, 'not-built'), {
      renderPage: () => Promise.reject(new Error('never called')),
    });
    const response = await unbuilt.get('/jobs');
    expect(response.status).toBe(503);
    expect(response.text).toContain('npm run build');
  });
});
