import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { preferredEncoding } from './compressed-files';
import { staticFiles } from './static-files';

let webDir: string;
let client: TestClient;
const script = `console.log(${JSON.stringify('the job board '.repeat(400))});\n`;

beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  mkdirSync(path.join(webDir, 'assets'));
  mkdirSync(path.join(webDir, '.vite'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    `<!doctype html><div id="root"></div>${' '.repeat(2000)}`,
  );
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(webDir, 'assets', 'tiny-abc123.js'), 'export {};\n');
  writeFileSync(path.join(webDir, 'icon.png'), Buffer.alloc(4096, 1));
  writeFileSync(path.join(webDir, '.vite', 'manifest.json'), '{"web/main.tsx":{}}');
  const app = new Koa();
  app.use(staticFiles(webDir));
  client = new TestClient(app.callback());
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('serving the built app', () => {
  it('sends hashed scripts brotli-compressed when accepted, cached for a year', async () => {
    const response = await client.get('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers['content-length'])).toBe(response.raw.length);
    expect(response.raw.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(response.raw).toString()).toBe(script);
  });

  it('falls back to gzip, and to the file as it is', async () => {
    const gz = await client.get('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString()).toBe(script);

    const plain = await client.get('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('leaves small files and images uncompressed', async () => {
    const tiny = await client.get('/assets/tiny-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    const png = await client.get('/icon.png', { headers: { 'accept-encoding': 'br' } });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('answers a revalidation with 304', async () => {
    const first = await client.get('/index.html');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await client.get('/index.html', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });

  it('answers app paths with index.html under the CSP, always revalidated', async () => {
    const response = await client.get('/jobs/some-id', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(response.raw).toString()).toContain('<div id="root">');
  });

  it('never serves dot-files such as the build manifest', async () => {
    expect((await client.get('/.vite/manifest.json')).status).toBe(404);
    expect((await client.get('/assets/../.vite/manifest.json')).status).toBe(404);
  });

  it('answers HEAD with the length and no body', async () => {
    const response = await client.request('HEAD', '/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.raw.length).toBe(0);
  });
});

describe('choosing an encoding', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
  });
});
