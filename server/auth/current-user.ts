// What GET /api/auth/user shows of a user: the public fields only, never the password hash, the
// OIDC subject or the session version.
import { isAllowListed } from '../../shared/rules';
import type { CurrentUser } from '../../shared/types';
import type { Config } from '../config';
import type { UserRecord } from '../store/port';

/** Whether the admin role is open to this user: a verified address on ADMIN_EMAILS. */
export function isAdminEligible(user: UserRecord, config: Pick<Config, 'adminEmails'>): boolean {
  return user.emailVerified && isAllowListed(user.email, config.adminEmails);
}

/** The CurrentUser JSON of a stored user. */
export function toCurrentUser(user: UserRecord, config: Pick<Config, 'adminEmails'>): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: user.role,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
    adminEligible: isAdminEligible(user, config),
  };
}
