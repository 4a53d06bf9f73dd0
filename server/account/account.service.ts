// Closing an account removes everything the person put on the board: the user, the church profile,
// its positions, the applications to them and every uploaded file those records own; then what
// names any of them elsewhere (mail, stored answers of idempotent requests), the account's
// sessions, and its e-mail on the audit log (docs/decisions/0030-erasure.md).
import type { AppDeps } from '../deps';
import { eraseReferences } from '../privacy/erasure';
import type { UserRecord } from '../store/port';
import { removeFilesOf } from '../uploads/upload-grants';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/** Who an admin's audit entries name once their account is deleted (the entries stay). */
export const DELETED_ACCOUNT_ACTOR = 'a deleted account';

/** Deletes the user and all their data; the files their records own go after the records. */
export async function closeAccount(deps: Deps, user: UserRecord): Promise<void> {
  const recordIds: string[] = [];
  const addresses = new Set([user.email]);
  const profile = await deps.store.churches.findByUserId(user.id);
  if (profile) {
    for (const position of await deps.store.positions.listByChurch(profile.id)) {
      recordIds.push(position.id);
      if (position.contactEmail) addresses.add(position.contactEmail);
      for (const application of await deps.store.applications.listByPosition(position.id)) {
        recordIds.push(application.id);
        addresses.add(application.studentEmail);
      }
    }
  }
  await deps.store.users.delete(user.id);
  await removeFilesOf(deps, recordIds);
  await deps.store.sessions.deleteForUser(user.id);
  await deps.store.auditLog.forgetActorEmail(user.id, DELETED_ACCOUNT_ACTOR);
  await eraseReferences(deps, { recordIds: [user.id, ...recordIds], addresses: [...addresses] });
}
