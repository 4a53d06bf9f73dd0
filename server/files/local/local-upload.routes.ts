// The local adapter's HTTP side: receives signed uploads (PUT) and serves stored files (GET).
// Resumes need a short-lived download signature; job descriptions are a position's public attachment.
// Files are served so that a browser never runs them as part of this site: a sandbox CSP, nosniff,
// and Word files as downloads (only PDFs open in the tab, where the sandbox holds their scripts).
import { Router } from '@koa/router';
import type { Context } from 'koa';
import {
  ForbiddenError,
  HttpError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors';
import { contentDispositionFor, FILE_CSP } from '../content-disposition';
import { NOT_A_DOCUMENT_MESSAGE, tooLargeMessage } from '../messages';
import type { UploadGate } from '../port';
import { storedDownloadName } from '../storage-keys';
import type { LocalFileStorage } from './local-storage';
import { UPLOADS_PATH } from './url-signing';

/** Cache policy per kind: a resume is personal data; a job description is public and never changes. */
const CACHE_CONTROL = {
  resume: 'private, no-store',
  'job-description': 'public, max-age=3600',
} as const;

/** The routes that receive and serve the local adapter's files; `gate` guards the PUTs. */
export function localUploadRoutes(storage: LocalFileStorage, gate?: UploadGate): Router {
  const router = new Router();

  router.put(`${UPLOADS_PATH}/:folder/:name`, async (ctx) => {
    const key = `${ctx.params.folder}/${ctx.params.name}`;
    const parsed = storage.parse(key);
    if (!parsed) throw new ForbiddenError('This upload address is not valid. Please try again.');
    const grant = storage.verifyUpload(key, new URLSearchParams(ctx.querystring));
    // Exact match, as S3 has it when the type is a signed header: the same client works on both.
    if (ctx.get('Content-Type') !== grant.contentType) {
      throw new UnsupportedMediaTypeError(NOT_A_DOCUMENT_MESSAGE);
    }
    let ticket: Awaited<ReturnType<UploadGate['admit']>> | undefined;
    try {
      ticket = await gate?.admit(key);
    } catch (error) {
      refuseRestOfBody(ctx);
      throw error;
    }
    try {
      const declared = ctx.get('Content-Length');
      if (declared !== '' && Number(declared) > (grant.exactSize ?? grant.maxBytes)) {
        throw new PayloadTooLargeError(
          Number(declared) > grant.maxBytes
            ? tooLargeMessage(parsed.kind)
            : 'The file is larger than the size given when the upload started.',
        );
      }
      // destroyOnReturn: false keeps the socket alive when the body is refused half way, so the
      // client still gets the error response.
      const { size } = await storage.receive(
        grant,
        ctx.req.iterator({ destroyOnReturn: false }) as AsyncIterable<Uint8Array>,
      );
      await ticket?.received(size);
    } catch (error) {
      // A client that hangs up half way is not a server fault: no 500 and no error log for it.
      if (!(error instanceof HttpError) && ctx.req.destroyed && !ctx.req.complete) {
        throw new ValidationError('The upload was interrupted. Please try again.');
      }
      refuseRestOfBody(ctx);
      throw error;
    } finally {
      ticket?.done();
    }
    ctx.body = { url: storage.fileUrlFor(key) };
  });

  router.get(`${UPLOADS_PATH}/:folder/:name`, async (ctx) => {
    const key = `${ctx.params.folder}/${ctx.params.name}`;
    const parsed = storage.parse(key);
    if (!parsed) throw new NotFoundError('File not found');
    // Checked before the lookup, so an unsigned request cannot even learn whether a resume exists.
    // A job description is public, but a name it is served under must be one the server signed.
    const query = new URLSearchParams(ctx.querystring);
    const name =
      parsed.kind !== 'job-description' || query.has('name')
        ? storage.verifyDownload(key, query)
        : undefined;
    const file = await storage.open(key);
    if (!file) throw new NotFoundError('File not found');
    ctx.set(
      'Content-Disposition',
      contentDispositionFor(file.contentType, name ?? storedDownloadName(parsed)),
    );
    ctx.set('Content-Security-Policy', FILE_CSP);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', CACHE_CONTROL[parsed.kind]);
    ctx.type = file.contentType;
    ctx.body = file.stream;
    ctx.length = file.size;
  });

  return router;
}

/**
 * After a refused upload the rest of the body is never read: the connection is closed once the
 * answer is sent, instead of draining up to megabytes or leaving a kept-alive socket stalled.
 */
function refuseRestOfBody(ctx: Context): void {
  if (ctx.req.complete) return;
  ctx.set('Connection', 'close');
  ctx.res.once('finish', () => {
    if (!ctx.req.complete) ctx.req.socket.end();
  });
}
