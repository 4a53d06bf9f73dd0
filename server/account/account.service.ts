// Closing an account removes everything the person put on the board: the user, the church profile,
// its positions, the applications to them and every uploaded file they reference.
import type { FileKind } from '../../shared/constants';
import type { AppDeps } from '../deps';
import type { UserRecord } from '../store/port';
import { removeFiles } from '../uploads/remove-files';

type Deps = Pick<AppDeps, 'store' | 'files' | 'log'>;

/** Deletes the user and all their data; files go after the records. */
export async function closeAccount(deps: Deps, user: UserRecord): Promise<void> {
  const files: { url: string; kind: FileKind }[] = [];
  const profile = await deps.store.churches.findByUserId(user.id);
  if (profile) {
    for (const position of await deps.store.positions.listByChurch(profile.id)) {
      if (position.jobDescriptionUrl)
        files.push({ url: position.jobDescriptionUrl, kind: 'job-description' });
      for (const application of await deps.store.applications.listByPosition(position.id)) {
        if (application.resumeUrl) files.push({ url: application.resumeUrl, kind: 'resume' });
      }
    }
  }
  await deps.store.users.delete(user.id);
  await removeFiles(deps, files);
}
