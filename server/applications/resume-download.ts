// How a resume is handed out, whoever is allowed to read it (its church, an admin, or the student
// through their status link): a redirect to a short-lived address of the stored file, never cached.
// The storage serves the file itself with the headers of server/files/content-disposition.ts,
// under the name it was uploaded with.
import type Koa from 'koa';
import type { AppDeps } from '../deps';
import { downloadNameOf } from '../uploads/uploaded-names';

/** Seconds a resume download address stays valid. */
export const RESUME_LINK_TTL_SECONDS = 60;

/** Answers with a redirect to the resume stored under `key`; the caller has checked who asks. */
export async function redirectToResume(
  ctx: Koa.Context,
  deps: Pick<AppDeps, 'files' | 'store'>,
  key: string,
): Promise<void> {
  ctx.set('Cache-Control', 'no-store');
  const name = await downloadNameOf(deps, key);
  ctx.redirect(await deps.files.signedDownloadUrl(key, RESUME_LINK_TTL_SECONDS, name));
}
