// Users on MongoDB. The role is set through a claim (see claims.ts) so that it is set once even on
// FerretDB; deleting a user deletes their profile, positions and applications first.
import { randomUUID } from 'node:crypto';
import type { UpdateFilter } from 'mongodb';
import { ROLES, type Role } from '../../../shared/constants';
import { DuplicateEmailError, type UserRepository } from '../port';
import { deletePositions } from './cascade';
import { claimOnce, findClaim } from './claims';
import type { MongoContext } from './context';
import { found, toUser, type UserDoc } from './documents';
import { duplicateKeyFields, isDuplicateKeyError } from './errors';
import { bumpPublicListVersion } from './public-list-version';

type UserPatch = Parameters<UserRepository['update']>[1];

/**
 * A role claim older than this whose user still has no role belongs to a caller that died between
 * claiming and writing; the next caller writes the claimed role for it.
 */
const ROLE_CLAIM_GRACE_MS = 30_000;

function isRole(value: unknown): value is Role {
  return (ROLES as readonly unknown[]).includes(value);
}

/** The users repository of a MongoDB store. */
export function mongoUsers(ctx: MongoContext): UserRepository {
  const { users, churchProfiles, positions, tokens, claims } = ctx.collections;

  const findOne = (filter: { _id: string } | { email: string } | { oidcSubject: string }) =>
    found(users.findOne(filter), toUser);

  return {
    create: async (user) => {
      const now = ctx.now();
      const doc: UserDoc = {
        _id: randomUUID(),
        email: user.email.toLowerCase(),
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        role: null,
        emailVerified: user.emailVerified,
        passwordHash: user.passwordHash,
        ...(user.oidcSubject === null ? {} : { oidcSubject: user.oidcSubject }),
        authVersion: 1,
        createdAt: now,
        updatedAt: now,
      };
      try {
        await users.insertOne(doc);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        const fields = duplicateKeyFields(error);
        // FerretDB does not say which index refused the insert: look for the e-mail then.
        const emailTaken = fields
          ? fields.includes('email')
          : (await findOne({ email: doc.email })) !== undefined;
        if (emailTaken) throw new DuplicateEmailError(user.email);
        throw error;
      }
      return toUser(doc);
    },

    findById: (id) => findOne({ _id: id }),

    findByEmail: (email) => findOne({ email: email.toLowerCase() }),

    findByOidcSubject: (subject) => findOne({ oidcSubject: subject }),

    update: async (id, patch) => {
      const set: Partial<UserDoc> = { updatedAt: ctx.now() };
      const unset: Partial<Record<keyof UserDoc, ''>> = {};
      for (const field of Object.keys(patch) as (keyof UserPatch)[]) {
        const value = patch[field];
        if (value === undefined) continue;
        // Leave the field out instead of storing null, for the unique index (see indexes.ts).
        if (field === 'oidcSubject' && value === null) unset.oidcSubject = '';
        else Object.assign(set, { [field]: value });
      }
      const update: UpdateFilter<UserDoc> = { $set: set };
      if (Object.keys(unset).length > 0) update.$unset = unset;
      return found(
        users.findOneAndUpdate({ _id: id }, update, { returnDocument: 'after' }),
        toUser,
      );
    },

    setRoleOnce: async (id, role) => {
      const user = await users.findOne({ _id: id }, { projection: { role: 1 } });
      if (user === null || user.role !== null) return false;
      const now = ctx.now();
      const claimId = `role:${id}`;
      if (
        await claimOnce(ctx, { _id: claimId, kind: 'role', owner: id, value: role, createdAt: now })
      ) {
        const result = await users.updateOne(
          { _id: id, role: null },
          { $set: { role, updatedAt: now } },
        );
        return result.matchedCount === 1;
      }
      const claim = await findClaim(ctx, claimId);
      const claimed = claim && isRole(claim.value) ? claim.value : undefined;
      if (claim && claimed && claim.createdAt.getTime() < now.getTime() - ROLE_CLAIM_GRACE_MS) {
        await users.updateOne({ _id: id, role: null }, { $set: { role: claimed, updatedAt: now } });
      }
      return false;
    },

    delete: async (id) => {
      if ((await users.findOne({ _id: id }, { projection: { _id: 1 } })) === null) return false;
      const profile = await churchProfiles.findOne({ userId: id }, { projection: { _id: 1 } });
      if (profile !== null) {
        const ids = await positions
          .find({ churchProfileId: profile._id }, { projection: { _id: 1 } })
          .map((doc) => doc._id)
          .toArray();
        await deletePositions(ctx, ids);
        await churchProfiles.deleteOne({ _id: profile._id });
        // Left by a save that died under its claim (version-claims.ts).
        await claims.deleteMany({
          kind: { $in: ['church', 'church-message'] },
          owner: profile._id,
        });
      }
      await tokens.deleteMany({ userId: id });
      await claims.deleteMany({ owner: id });
      const { deletedCount } = await users.deleteOne({ _id: id });
      await bumpPublicListVersion(ctx);
      return deletedCount === 1;
    },
  };
}
