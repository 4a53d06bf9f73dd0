// What a user may do as an administrator. A fact about the user and the configuration, used by the
// route guards (403 for a non-admin) and by the services that widen what an admin sees.
import type { Config } from '../config';
import type { UserRecord } from '../store/port';
import { isAdminEligible } from './current-user';

/** Whether a user may act as admin now: the admin role, a verified e-mail, still on ADMIN_EMAILS. */
export function isAdmin(
  user: UserRecord | undefined,
  config: Pick<Config, 'adminEmails'>,
): boolean {
  return user !== undefined && user.role === 'admin' && isAdminEligible(user, config);
}
