// How a resume is handed out, whoever is allowed to read it (its church, an admin, or the student
// through their status link): a redirect to a short-lived address of the stored file, never cached.
// The storage serves the file itself with the headers of server/files/content-disposition.ts.
import type Koa from 'koa';
import type { AppDeps } from '../deps';

/** Seconds a resume download address stays valid. */
export const RESUME_LINK_TTL_SECONDS = 60;

/** Answers with a redirect to the resume stored under `key`; the caller has checked who asks. */
export async function redirectToResume(
  ctx: Koa.Context,
  deps: Pick<AppDeps, 'files'>,
  key: string,
): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  ctx.redirect(await deps.files.signedDownloadUrl(key, RESUME_LINK_TTL_SECONDS));
}
