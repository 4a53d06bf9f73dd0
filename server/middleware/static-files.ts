// Serves the built web app with koa-send. The build (vite.config.ts) writes a .br and a .gz copy
// next to each text file, and koa-send sends the one the browser accepts (br first: smaller), so
// nothing is compressed per request. Hashed assets are cached for a year; index.html, the service
// worker and the manifest are always revalidated so a new deployment reaches every device, and every
// file carries an ETag and Last-Modified so a revalidation costs a 304. Any other path without an
// extension gets index.html: the client router shows the page or its 404. With a page renderer
// (server/pages), that index.html is the page's own: its head (and later its first screen) written
// into the built template, its status (404/410 for a missing position), compressed per response and
// revalidated by an ETag of its bytes. Dot-files (such as the build's .vite/ manifest) are never
// served.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type Koa from 'koa';
import conditionalGet from 'koa-conditional-get';
import etag from '@koa/etag';
import send from 'koa-send';
import type { AppState } from '../deps';
import type { PageRenderer } from '../http/app-page';
import { sendText } from '../http/send-text';

/**
 * The pages' Content-Security-Policy. `frameOrigins` may be framed besides the app itself: the S3
 * bucket a PDF resume is redirected to, which the church's resume viewer shows in an iframe.
 */
function contentSecurityPolicy(frameOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "img-src 'self' https: data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "script-src 'self'",
    "connect-src 'self'",
    ["frame-src 'self'", ...frameOrigins].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The text files the build writes compressed copies of (vite.config.ts, `include`): their answer
 * depends on Accept-Encoding, even when a small one has no copy.
 */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
]);

/** The compressed copies are other forms of their file, not addresses of their own. */
const COMPRESSED_COPY = /\.(br|gz)$/;

const SEND_OPTIONS: send.SendOptions = { brotli: true, gzip: true, hidden: false };

/**
 * What koa-send did with a path: sent a file (the .br or .gz copy when it chose one), found none
 * (no such file, a directory or a dot-file) or refused it (malformed, or leaving the root).
 */
type Outcome = { kind: 'sent'; file: string } | { kind: 'missing' } | { kind: 'refused' };

async function sendFrom(
  ctx: Koa.ParameterizedContext<AppState>,
  root: string,
  urlPath: string,
): Promise<Outcome> {
  try {
    // koa-send resolves with nothing, rather than throwing, for dot-files and directories.
    const file: string | undefined = await send(ctx, urlPath, { ...SEND_OPTIONS, root });
    return file === undefined ? { kind: 'missing' } : { kind: 'sent', file };
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (status === 404) return { kind: 'missing' };
    if (status === 400 || status === 403) return { kind: 'refused' };
    throw error;
  }
}

/** The headers that depend on which file went out; koa-send has set type, length and Last-Modified. */
function describeFile(
  ctx: Koa.ParameterizedContext<AppState>,
  root: string,
  sent: string,
  policy: string,
): void {
  const file = ctx.response.get('Content-Encoding') ? sent.replace(COMPRESSED_COPY, '') : sent;
  const relative = path.relative(root, file);
  const hashed = relative.startsWith(`assets${path.sep}`);
  ctx.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  const extension = path.extname(file);
  if (COMPRESSIBLE.has(extension)) ctx.vary('Accept-Encoding');
  if (extension === '.html') ctx.set('Content-Security-Policy', policy);
  if (relative === 'sw.js') ctx.set('Service-Worker-Allowed', '/');
}

const NOT_BUILT = 'The web app is not built yet. Run `npm run build` (npm start does it for you).';

function answerNotBuilt(ctx: Koa.ParameterizedContext<AppState>): void {
  ctx.status = 503;
  ctx.type = 'text/plain';
  ctx.body = NOT_BUILT;
}

/**
 * The page's own index.html. The template is read for each page (a few KB from the page cache), so
 * a new build is served at once. Never cached as immutable: `no-cache`, and `private` when the
 * answer depends on who asks.
 */
async function servePage(
  ctx: Koa.ParameterizedContext<AppState>,
  root: string,
  policy: string,
  renderPage: PageRenderer,
): Promise<void> {
  let template: string;
  try {
    template = await readFile(path.join(root, 'index.html'), 'utf8');
  } catch {
    answerNotBuilt(ctx);
    return;
  }
  const page = await renderPage(ctx, template);
  ctx.set('Content-Security-Policy', policy);
  if (page.noindex) ctx.set('X-Robots-Tag', 'noindex');
  await sendText(ctx, {
    status: page.status,
    body: page.html,
    type: 'text/html; charset=utf-8',
    cacheControl: page.private ? 'private, no-cache' : 'no-cache',
  });
}

/** The file, else index.html for app paths; anything else goes on to `next` (and its 404). */
async function serveApp(
  ctx: Koa.ParameterizedContext<AppState>,
  root: string,
  policy: string,
  renderPage: PageRenderer | undefined,
  next: Koa.Next,
): Promise<void> {
  let sent = await sendFrom(ctx, root, ctx.path);
  if (sent.kind === 'refused' || (sent.kind === 'missing' && path.extname(ctx.path) !== '')) {
    await next();
    return;
  }
  if (sent.kind === 'missing' && renderPage) {
    await servePage(ctx, root, policy, renderPage);
    return;
  }
  if (sent.kind === 'missing') {
    sent = await sendFrom(ctx, root, '/index.html');
    if (sent.kind !== 'sent') {
      answerNotBuilt(ctx);
      return;
    }
  }
  describeFile(ctx, root, sent.file, policy);
}

/** Options of staticFiles. */
export interface StaticFilesOptions {
  /** Other origins the pages may frame: the S3 bucket a PDF resume is redirected to. */
  frameOrigins?: readonly string[];
  /** Writes each app path's page into index.html; without it, index.html goes out as built. */
  renderPage?: PageRenderer;
}

/** GET/HEAD of the built app with the SPA fallback; /api paths are never served from here. */
export function staticFiles(
  webDir: string,
  options: StaticFilesOptions = {},
): Koa.Middleware<AppState> {
  const root = path.resolve(webDir);
  const policy = contentSecurityPolicy(options.frameOrigins ?? []);
  // Scoped to the files: the API sets its own validators (the public list's version ETag).
  const answerNotModified = conditionalGet();
  const addEtag = etag();
  return async function serveStatic(ctx, next) {
    if (
      (ctx.method !== 'GET' && ctx.method !== 'HEAD') ||
      ctx.path.startsWith('/api/') ||
      COMPRESSED_COPY.test(ctx.path)
    ) {
      await next();
      return;
    }
    // conditional-get answers 304 once etag has stamped the file koa-send chose.
    await answerNotModified(ctx, () =>
      addEtag(ctx, () => serveApp(ctx, root, policy, options.renderPage, next)),
    );
  };
}
