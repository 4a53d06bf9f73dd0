// Built-in accounts (sign-up, sign-in, e-mail verification, password reset) and the role choice.
// The service takes input the routes have parsed, reads and writes the store and queues mail; the
// routes own parsing, the session (signIn) and the HTTP shape. Sign-up never signs anyone in:
// whoever proves the mailbox controls the account (docs/decisions/0015-proving-the-mailbox.md).
import { randomUUID } from 'node:crypto';
import type * as v from 'valibot';
import type { selectRoleInputSchema } from '../../shared/schemas/admin';
import type {
  emailInputSchema,
  loginInputSchema,
  resetInputSchema,
  signupInputSchema,
} from '../../shared/schemas/auth';
import type { Role } from '../../shared/constants';
import type { CurrentUser } from '../../shared/types';
import type { AppDeps } from '../deps';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '../errors';
import {
  resetMessage,
  signupAttemptMessage,
  verificationMessage,
  type MailContent,
} from '../mail/templates';
import { DuplicateEmailError, type UserRecord } from '../store/port';
import {
  ADMIN_ROLE_RESTRICTED,
  INVALID_CREDENTIALS,
  RESET_LINK_INVALID,
  ROLE_ALREADY_CHOSEN,
  VERIFY_FIRST,
} from './auth-messages';
import { grantAdminIfAllowListed } from './auto-admin';
import { isAdminEligible, toCurrentUser } from './current-user';
import { loginLink, resetLink, verifyLink } from './links';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password';
import { consumeToken, issueToken } from './tokens';

/** What the auth service uses of the app's dependencies. */
export type AuthServiceDeps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log' | 'now'>;

/** A parsed sign-up body. */
export type SignupInput = v.InferOutput<typeof signupInputSchema>;
/** A parsed sign-in body. */
export type LoginInput = v.InferOutput<typeof loginInputSchema>;
/** A parsed password-reset request. */
export type ForgotPasswordInput = v.InferOutput<typeof emailInputSchema>;
/** A parsed new password with its reset token. */
export type ResetPasswordInput = v.InferOutput<typeof resetInputSchema>;
/** A parsed role choice. */
export type SelectRoleInput = v.InferOutput<typeof selectRoleInputSchema>;

/**
 * A sign-up waiting for the proof of its address: what the browser is shown (the same shape for a
 * new and a taken address) and the new account's id (null for a taken address; never sent).
 */
export interface PendingSignup {
  view: CurrentUser;
  userId: string | null;
}

/** What opening a verification link did. */
export type VerifyOutcome =
  /** The browser that signed up proved the address: its password stays, it is signed in. */
  | { kind: 'signed-in'; user: UserRecord }
  /** Proven from elsewhere: everything from before is gone; a password chosen with `resetToken` finishes. */
  | { kind: 'choose-password'; resetToken: string }
  /** Unknown, used or expired link. */
  | { kind: 'invalid' };

/** The auth use cases; links are built from `config.appUrl` only (see links.ts). */
export interface AuthService {
  /** Creates an unverified account (or, for a taken address, tells its owner); signs nobody in. */
  signup(input: SignupInput): Promise<PendingSignup>;
  /** Whether a pending sign-up still waits (false once its account is verified or gone). */
  isPending(pending: PendingSignup): Promise<boolean>;
  /** Mails the pending sign-up's message again (a fresh link, or the notice to the owner). */
  resendForPending(pending: PendingSignup): Promise<void>;
  login(input: LoginInput): Promise<UserRecord>;
  /**
   * Uses a verification link. `signedUpHere` says whether the browser opening it is the one that
   * signed this account up (its session's pending sign-up). A missing or malformed token is invalid.
   */
  verifyEmail(
    token: string | undefined,
    signedUpHere: (userId: string) => boolean,
  ): Promise<VerifyOutcome>;
  resendVerification(user: UserRecord): Promise<void>;
  forgotPassword(input: ForgotPasswordInput): Promise<void>;
  /** The user with the new password and a bumped authVersion; 400 for a bad link. */
  resetPassword(input: ResetPasswordInput): Promise<UserRecord>;
  selectRole(user: UserRecord, input: SelectRoleInput): Promise<Role>;
  /** The CurrentUser JSON, after giving admin to an allow-listed verified user. */
  currentUser(user: UserRecord): Promise<CurrentUser>;
  /** Applies the automatic admin role when due. */
  afterSignIn(user: UserRecord): Promise<UserRecord>;
}

/** Builds the auth service. */
export function createAuthService(deps: AuthServiceDeps): AuthService {
  const { store, config } = deps;
  const base = config.appUrl;

  /**
   * Mail is queued, never sent inline; even a failing queue must not fail the request (the user can
   * ask again). Sign-in mail goes before every notice waiting in the queue: someone is waiting for it.
   */
  async function queue(content: MailContent, userId: string): Promise<void> {
    try {
      await deps.mailer.send({ ...content, priority: 'sign-in', about: [userId] });
    } catch (error) {
      deps.log.error({
        msg: 'could not queue mail',
        userId,
        subject: content.subject,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }

  async function sendVerification(user: UserRecord): Promise<void> {
    // A fresh link replaces older ones: only the newest message in the inbox works.
    await store.tokens.deleteForUser(user.id, 'verify');
    const token = await issueToken(store.tokens, user.id, 'verify', deps.now());
    await queue(verificationMessage(config, user, verifyLink(base, token)), user.id);
  }

  /** A single-use reset token; asking again retires the older ones. */
  async function freshResetToken(userId: string): Promise<string> {
    await store.tokens.deleteForUser(userId, 'reset');
    return issueToken(store.tokens, userId, 'reset', deps.now());
  }

  /** Someone signed up with an address that has an account: its owner hears of it, nobody else. */
  async function sendSignupAttempt(owner: UserRecord): Promise<void> {
    const token = await freshResetToken(owner.id);
    const links = { login: loginLink(base), reset: resetLink(base, token) };
    await queue(signupAttemptMessage(config, owner.email, links), owner.id);
  }

  const afterSignIn = (user: UserRecord) => grantAdminIfAllowListed(store, config, user);

  return {
    async signup(data) {
      const email = data.email.toLowerCase();
      // The same work for a new and a taken address (the hash is the slow part), so neither the
      // answer nor its timing tells whether the address has an account.
      const passwordHash = await hashPassword(data.password);
      let created: UserRecord | undefined;
      let owner = await store.users.findByEmail(email);
      if (!owner) {
        try {
          created = await store.users.create({
            email,
            firstName: data.firstName,
            lastName: data.lastName,
            profileImageUrl: null,
            passwordHash,
            oidcSubject: null,
            emailVerified: false,
          });
        } catch (error) {
          // Two sign-ups racing for one address: the store's unique index decides.
          if (!(error instanceof DuplicateEmailError)) throw error;
          owner = await store.users.findByEmail(email);
        }
      }
      if (created) await sendVerification(created);
      else if (owner) await sendSignupAttempt(owner);
      const now = deps.now().toISOString();
      const view: CurrentUser = {
        id: created?.id ?? randomUUID(),
        email,
        firstName: data.firstName,
        lastName: data.lastName,
        profileImageUrl: null,
        role: null,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
        adminEligible: false,
      };
      return { view, userId: created?.id ?? null };
    },

    async isPending(pending) {
      // A taken address never turns into this browser's account: it waits like a new address
      // whose owner never opens the link, so the two cannot be told apart.
      if (pending.userId === null) return true;
      const user = await store.users.findById(pending.userId);
      return user !== undefined && !user.emailVerified;
    },

    async resendForPending(pending) {
      if (pending.userId === null) {
        const owner = await store.users.findByEmail(pending.view.email);
        if (owner) await sendSignupAttempt(owner);
        return;
      }
      const user = await store.users.findById(pending.userId);
      if (user && !user.emailVerified) await sendVerification(user);
    },

    async login(data) {
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

    async verifyEmail(token, signedUpHere) {
      const userId = await consumeToken(store.tokens, token, 'verify', deps.now());
      const user = userId ? await store.users.findById(userId) : undefined;
      // A verified account has nothing left to prove (its old links are stale).
      if (!user || user.emailVerified) return { kind: 'invalid' };
      const sameBrowser = signedUpHere(user.id);
      // Every session from before the proof ends. From another browser, the password and the
      // names were set by whoever signed up, perhaps not the mailbox's owner: they go too. An
      // unverified account has no role to take away (select-role and the admin grant need the proof).
      const verified = await store.users.update(user.id, {
        emailVerified: true,
        authVersion: user.authVersion + 1,
        ...(sameBrowser ? {} : { passwordHash: null, firstName: null, lastName: null }),
      });
      if (!verified) return { kind: 'invalid' };
      await store.tokens.deleteForUser(user.id, 'verify');
      if (sameBrowser) {
        await store.tokens.deleteForUser(user.id, 'reset');
        return { kind: 'signed-in', user: await afterSignIn(verified) };
      }
      return { kind: 'choose-password', resetToken: await freshResetToken(user.id) };
    },

    async resendVerification(user) {
      if (user.emailVerified) return;
      await sendVerification(user);
    },

    async forgotPassword(data) {
      const user = await store.users.findByEmail(data.email);
      if (!user) return;
      const token = await freshResetToken(user.id);
      await queue(resetMessage(config, user, resetLink(base, token)), user.id);
    },

    async resetPassword(data) {
      const userId = await consumeToken(store.tokens, data.token, 'reset', deps.now());
      const user = userId ? await store.users.findById(userId) : undefined;
      if (!user) throw new ValidationError(RESET_LINK_INVALID);
      const updated = await store.users.update(user.id, {
        // Names given with the password (an account confirmed from another device) replace none.
        ...(data.firstName === null ? {} : { firstName: data.firstName }),
        ...(data.lastName === null ? {} : { lastName: data.lastName }),
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

    async selectRole(user, { role }) {
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
