// Turns the claims of an OpenID Connect sign-in into a local user. An existing account is linked
// by e-mail only when the provider vouches for the address (email_verified); otherwise anyone able
// to register that address at some provider could take over the account.
import type { OidcClaims } from '../deps';
import { DuplicateEmailError, type Store, type UserRecord } from '../store/port';

/** The user to sign in, or why the sign-in is refused. */
export type OidcAccountOutcome = { user: UserRecord } | { refused: 'email-in-use' };

/** Names and picture follow the provider; a claim the provider leaves out keeps the stored value. */
function profilePatch(user: UserRecord, claims: OidcClaims) {
  return {
    firstName: claims.givenName ?? user.firstName,
    lastName: claims.familyName ?? user.lastName,
    profileImageUrl: claims.picture ?? user.profileImageUrl,
  };
}

/** Finds (by subject, then by verified e-mail) or creates the user for these claims. */
export async function userForOidcClaims(
  store: Pick<Store, 'users'>,
  claims: OidcClaims,
): Promise<OidcAccountOutcome> {
  const bySubject = await store.users.findByOidcSubject(claims.subject);
  if (bySubject) {
    // The stored address stays (it may have changed at the provider); it becomes verified only
    // when the provider vouches for that same address.
    const sameAddress = bySubject.email.toLowerCase() === claims.email.toLowerCase();
    const updated = await store.users.update(bySubject.id, {
      ...profilePatch(bySubject, claims),
      ...(sameAddress && claims.emailVerified ? { emailVerified: true } : {}),
    });
    return { user: updated ?? bySubject };
  }

  const byEmail = await store.users.findByEmail(claims.email);
  if (byEmail) {
    if (!claims.emailVerified || byEmail.oidcSubject !== null) return { refused: 'email-in-use' };
    const linked = await store.users.update(byEmail.id, {
      ...profilePatch(byEmail, claims),
      oidcSubject: claims.subject,
      emailVerified: true,
      // An unverified account may have been registered by someone else with this address: its
      // password and sessions go, so only the mailbox owner (now proven by the provider) keeps access.
      ...(byEmail.emailVerified
        ? {}
        : { passwordHash: null, authVersion: byEmail.authVersion + 1 }),
    });
    return { user: linked ?? byEmail };
  }

  try {
    const created = await store.users.create({
      email: claims.email.toLowerCase(),
      firstName: claims.givenName,
      lastName: claims.familyName,
      profileImageUrl: claims.picture,
      passwordHash: null,
      oidcSubject: claims.subject,
      emailVerified: claims.emailVerified,
    });
    return { user: created };
  } catch (error) {
    if (error instanceof DuplicateEmailError) return { refused: 'email-in-use' };
    throw error;
  }
}
