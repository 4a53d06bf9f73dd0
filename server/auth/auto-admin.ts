// ADMIN_EMAILS replaces the spec's hard-coded admin address: a verified address on the list gets
// the admin role without choosing. Verification is what makes this safe: someone who signs up with
// an admin's address but cannot read that mailbox never gets verified, so never becomes admin.
import type { Config } from '../config';
import type { Store, UserRecord } from '../store/port';
import { isAdminEligible } from './current-user';

/** Gives admin to an eligible user who has no role yet; returns the user as stored afterwards. */
export async function grantAdminIfAllowListed(
  store: Pick<Store, 'users'>,
  config: Pick<Config, 'adminEmails'>,
  user: UserRecord,
): Promise<UserRecord> {
  if (user.role !== null || !isAdminEligible(user, config)) return user;
  await store.users.setRoleOnce(user.id, 'admin');
  return (await store.users.findById(user.id)) ?? user;
}
