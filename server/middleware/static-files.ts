// Serves the built web app. Hashed assets are cached for a year; index.html, the service worker
// and the manifest are always revalidated so a new deployment reaches every device. Any other
// path that is not a file gets index.html: the client router shows the page or its 404.
// Text files go out compressed (br or gzip) when the browser accepts it; every file carries a
// validator so a revalidation costs a 304. Dot-files (such as the build's .vite/ manifest) are
// never served.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import type { AppState } from '../deps';
import { CompressedFiles } from './compressed-files';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' https: data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

interface FoundFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function fileAt(root: string, urlPath: string): Promise<FoundFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  // Dot-files and dot-directories are build metadata, not the app.
  if (decoded.split('/').some((segment) => segment.startsWith('.'))) return undefined;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return undefined;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** GET/HEAD of the built app with the SPA fallback; /api paths are never served from here. */
export function staticFiles(webDir: string): Koa.Middleware<AppState> {
  const root = path.resolve(webDir);
  const compressed = new CompressedFiles();
  return async function serveStatic(ctx, next) {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api/')) {
      await next();
      return;
    }
    let found = await fileAt(root, ctx.path);
    const isFallback = !found;
    if (!found) {
      if (path.extname(ctx.path) !== '') {
        await next();
        return;
      }
      found = await fileAt(root, '/index.html');
      if (!found) {
        ctx.status = 503;
        ctx.type = 'text/plain';
        ctx.body = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';
        return;
      }
    }
    const ext = path.extname(found.file);
    ctx.type = TYPES[ext] ?? 'application/octet-stream';
    const immutable = !isFallback && ctx.path.startsWith('/assets/');
    ctx.set('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (ext === '.html') ctx.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    if (ctx.path === '/sw.js') ctx.set('Service-Worker-Allowed', '/');
    const version = `${found.size.toString(36)}-${Math.floor(found.mtimeMs).toString(36)}`;
    ctx.set('ETag', `W/"${version}"`);
    ctx.lastModified = new Date(found.mtimeMs);
    const compressible = CompressedFiles.worthIt(ext, found.size);
    if (compressible) ctx.vary('Accept-Encoding');
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoded = compressible
      ? await compressed.get(found.file, version, ctx.get('Accept-Encoding'))
      : null;
    if (encoded) {
      ctx.set('Content-Encoding', encoded.encoding);
      ctx.length = encoded.body.length;
      ctx.body = encoded.body; // Koa sends no body for HEAD, but keeps the length
      return;
    }
    ctx.length = found.size;
    ctx.body = ctx.method === 'HEAD' ? null : createReadStream(found.file);
  };
}
