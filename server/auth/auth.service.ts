// Built-in accounts (sign-up, sign-in, e-mail verification, password reset) and the role choice.
// The service validates input, reads and writes the store and queues mail; the routes own the
// session (signIn) and the HTTP shape.
import { selectRoleInputSchema } from '../../shared/schemas/admin';
import {
  emailInputSchema,
  loginInputSchema,
  resetInputSchema,
  signupInputSchema,
} from '../../shared/schemas/auth';
import type { Role } from '../../shared/constants';
import type { CurrentUser } from '../../shared/types';
import type { AppDeps } from '../deps';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import { resetMessage, verificationMessage, type MailContent } from '../mail/templates';
import { parseWith } from '../middleware/validate';
import { DuplicateEmailError, type UserRecord } from '../store/port';
import {
  ADMIN_ROLE_RESTRICTED,
  EMAIL_TAKEN,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
  ROLE_ALREADY_CHOSEN,
  VERIFY_FIRST,
} from './auth-messages';
import { grantAdminIfAllowListed } from './auto-admin';
import { isAdminEligible, toCurrentUser } from './current-user';
import { resetLink, verifyLink } from './links';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { consumeToken, issueToken } from './tokens';

/** What the auth service uses of the app's dependencies. */
export type AuthServiceDeps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log' | 'now'>;

/** The auth use cases; `base` is the app's address for links (see links.ts). */
export interface AuthService {
  signup(input: unknown, base: string): Promise<UserRecord>;
  login(input: unknown): Promise<UserRecord>;
  /** The verified user, or undefined for an unknown, used or expired link. */
  verifyEmail(token: unknown): Promise<UserRecord | undefined>;
  resendVerification(user: UserRecord, base: string): Promise<void>;
  forgotPassword(input: unknown, base: string): Promise<void>;
  /** The user with the new password and a bumped authVersion; 400 for a bad link. */
  resetPassword(input: unknown): Promise<UserRecord>;
  selectRole(user: UserRecord, input: unknown): Promise<Role>;
  /** The CurrentUser JSON, after giving admin to an allow-listed verified user. */
  currentUser(user: UserRecord): Promise<CurrentUser>;
  /** Applies the automatic admin role when due. */
  afterSignIn(user: UserRecord): Promise<UserRecord>;
}

/** Builds the auth service. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, config } = deps;

  /** Mail is queued, never sent inline; even a failing queue must not fail the request (the user can ask again). */
  async function queue(content: MailContent, userId: string): Promise<void> {
    try {
      await deps.mailer.send(content);
    } catch (error) {
      deps.log.error({
        msg: 'could not queue mail',
        userId,
        subject: content.subject,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function sendVerification(user: UserRecord, base: string): Promise<void> {
    // A fresh link replaces older ones: only the newest message in the inbox works.
    await store.tokens.deleteForUser(user.id, 'verify');
    const token = await issueToken(store.tokens, user.id, 'verify', deps.now());
    await queue(verificationMessage(config, user, verifyLink(base, token)), user.id);
  }

  const afterSignIn = (user: UserRecord) => grantAdminIfAllowListed(store, config, user);

  return {
    async signup(input, base) {
      const data = parseWith(signupInputSchema, input);
      if (await store.users.findByEmail(data.email)) throw new ConflictError(EMAIL_TAKEN);
      let user: UserRecord;
      try {
        user = await store.users.create({
          email: data.email.toLowerCase(),
          firstName: data.firstName,
          lastName: data.lastName,
          profileImageUrl: null,
          passwordHash: await hashPassword(data.password),
          oidcSubject: null,
          emailVerified: false,
        });
      } catch (error) {
        // Two sign-ups racing for one address: the store's unique index decides.
        if (error instanceof DuplicateEmailError) throw new ConflictError(EMAIL_TAKEN);
        throw error;
      }
      await sendVerification(user, base);
      return user;
    },

    async login(input) {
      const data = parseWith(loginInputSchema, input);
      const user = await store.users.findByEmail(data.email);
      if (!user?.passwordHash) {
        // Same work and same answer as a wrong password: the response does not tell which accounts exist.
        await verifyAgainstDummy(data.password);
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(data.password, user.passwordHash)))
        throw new UnauthorizedError(INVALID_CREDENTIALS);
      return afterSignIn(user);
    },

    async verifyEmail(token) {
      const userId = await consumeToken(store.tokens, token, 'verify', deps.now());
      if (!userId) return undefined;
      const user = await store.users.update(userId, { emailVerified: true });
      if (!user) return undefined;
      await store.tokens.deleteForUser(userId, 'verify');
      return afterSignIn(user);
    },

    async resendVerification(user, base) {
      if (user.emailVerified) return;
      await sendVerification(user, base);
    },

    async forgotPassword(input, base) {
      const data = parseWith(emailInputSchema, input);
      const user = await store.users.findByEmail(data.email);
      if (!user) return;
      await store.tokens.deleteForUser(user.id, 'reset');
      const token = await issueToken(store.tokens, user.id, 'reset', deps.now());
      await queue(resetMessage(config, user, resetLink(base, token)), user.id);
    },

    async resetPassword(input) {
      // Validate the new password before using up the link, so a too-short password can be retried.
      const data = parseWith(resetInputSchema, input);
      const userId = await consumeToken(store.tokens, data.token, 'reset', deps.now());
      const user = userId ? await store.users.findById(userId) : undefined;
      if (!user) throw new ValidationError(RESET_LINK_INVALID);
      const updated = await store.users.update(user.id, {
        passwordHash: await hashPassword(data.password),
        // Opening the link proved the person reads this mailbox.
        emailVerified: true,
        // Every other session (perhaps the one that stole the old password) ends.
        authVersion: user.authVersion + 1,
      });
      if (!updated) throw new ValidationError(RESET_LINK_INVALID);
      await store.tokens.deleteForUser(user.id, 'reset');
      await store.tokens.deleteForUser(user.id, 'verify');
      return afterSignIn(updated);
    },

    async selectRole(user, input) {
      const { role } = parseWith(selectRoleInputSchema, input);
      if (!user.emailVerified) throw new ForbiddenError(VERIFY_FIRST);
      if (user.role !== null) {
        if (user.role === role) return role;
        throw new ConflictError(ROLE_ALREADY_CHOSEN);
      }
      if (role === 'admin' && !isAdminEligible(user, config))
        throw new ForbiddenError(ADMIN_ROLE_RESTRICTED);
      if (await store.users.setRoleOnce(user.id, role)) return role;
      // Another request chose first: the same choice is fine, another one is a conflict.
      const current = await store.users.findById(user.id);
      if (current?.role === role) return role;
      throw new ConflictError(ROLE_ALREADY_CHOSEN);
    },

    async currentUser(user) {
      return toCurrentUser(await afterSignIn(user), config);
    },

    afterSignIn,
  };
}
