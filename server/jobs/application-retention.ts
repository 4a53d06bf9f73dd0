// Retention (decision 0020): applications and resumes are deleted APPLICATION_RETENTION_DAYS after
// their position closed. The store deletes the rows (with history and notes) and answers their ids;
// the files those applications claimed go after them, as when a position is deleted. The
// scheduler's claim runs it on one instance a day; two running at once would each delete only what
// is still there.
import type { AppDeps } from '../deps';
import { eraseReferences } from '../privacy/erasure';
import { removeFilesOf } from '../uploads/upload-grants';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the applications (and resume files, and the mail and stored answers that name them) of
 * positions closed more than the retention ago; returns how many.
 */
export async function deleteExpiredApplications(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - deps.config.applicationRetentionDays * DAY_MS);
  const { applicationIds } = await deps.store.applications.deleteOfPositionsClosedBefore(cutoff);
  if (applicationIds.length > 0) {
    await removeFilesOf(deps, applicationIds);
    await eraseReferences(deps, { recordIds: applicationIds });
  }
  return applicationIds.length;
}
