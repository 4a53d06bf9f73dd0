// Closing an account removes everything the person put on the board: the user, the church profile,
// its positions, the applications to them and every uploaded file those records own.
import type { AppDeps } from '../deps';
import type { UserRecord } from '../store/port';
import { removeFilesOf } from '../uploads/upload-grants';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/** Deletes the user and all their data; the files their records own go after the records. */
export async function closeAccount(deps: Deps, user: UserRecord): Promise<void> {
  const recordIds: string[] = [];
  const profile = await deps.store.churches.findByUserId(user.id);
  if (profile) {
    for (const position of await deps.store.positions.listByChurch(profile.id)) {
      recordIds.push(position.id);
      for (const application of await deps.store.applications.listByPosition(position.id)) {
        recordIds.push(application.id);
      }
    }
  }
  await deps.store.users.delete(user.id);
  await removeFilesOf(deps, recordIds);
}
