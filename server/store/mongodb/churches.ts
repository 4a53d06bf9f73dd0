// Church profiles on MongoDB: one per user (unique userId index), created or updated by the form.
// An update is a change under the claim on the profile's version (version-claims.ts), so a save
// naming a version is refused when another save got there first, on FerretDB too.
import { randomUUID } from 'node:crypto';
import { churchTextOf } from '../../../shared/profile-fields';
import type { ChurchProfileData } from '../../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../../shared/types';
import { givenSettings, settingsAfterSave } from '../church-settings';
import { StaleVersionError, type ChurchProfileRepository } from '../port';
import type { MongoContext } from './context';
import { found, toChurchProfile, type ChurchProfileDoc } from './documents';
import { isDuplicateKeyError } from './errors';
import { bumpPublicListVersion } from './public-list-version';
import { atVersion, changeUnderClaim, type Versioned } from './version-claims';

/** The church profile repository of a MongoDB store. */
export function mongoChurches(ctx: MongoContext): ChurchProfileRepository {
  const { churchProfiles } = ctx.collections;

  const claimed: Versioned<ChurchProfileDoc> = {
    kind: 'church',
    read: (id) => churchProfiles.findOne({ _id: id }),
  };

  /** Saves over the profile `id`; StaleVersionError when it is not at `expectedVersion`. */
  const update = (
    id: string,
    data: ChurchProfileData,
    expectedVersion: number | undefined,
  ): Promise<ChurchProfile | undefined> =>
    changeUnderClaim(ctx, claimed, id, async (doc, version) => {
      if (expectedVersion !== undefined && expectedVersion !== version) {
        throw new StaleVersionError(toChurchProfile(doc));
      }
      const after = await churchProfiles.findOneAndUpdate(
        { _id: id, ...atVersion<ChurchProfileDoc>(version) },
        // Settings left undefined are not $set, so the stored choice stays (in the same update).
        {
          $set: {
            ...churchTextOf(data),
            ...givenSettings(data),
            version: version + 1,
            updatedAt: ctx.now(),
          },
        },
        { returnDocument: 'after' },
      );
      return after === null ? undefined : toChurchProfile(after);
    });

  const insert = async (
    userId: string,
    data: ChurchProfileData,
  ): Promise<ChurchProfile | undefined> => {
    const now = ctx.now();
    const doc: ChurchProfileDoc = {
      _id: randomUUID(),
      userId,
      ...churchTextOf(data),
      ...settingsAfterSave(data),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await churchProfiles.insertOne(doc);
      return toChurchProfile(doc);
    } catch (error) {
      // The user's first two saves raced and the other one created the profile.
      if (isDuplicateKeyError(error)) return undefined;
      throw error;
    }
  };

  return {
    findByUserId: (userId) => found(churchProfiles.findOne({ userId }), toChurchProfile),

    findById: (id) => found(churchProfiles.findOne({ _id: id }), toChurchProfile),

    upsertForUser: async (userId, data, expectedVersion) => {
      // An existing profile is updated; else one is created, and when the user's other save
      // created it first (unique userId), this save goes over that one.
      const existing = await churchProfiles.findOne({ userId }, { projection: { _id: 1 } });
      const inserted = existing === null ? await insert(userId, data) : undefined;
      let result: { profile: ChurchProfile; created: boolean };
      if (inserted) {
        result = { profile: inserted, created: true };
      } else {
        const current =
          existing ?? (await churchProfiles.findOne({ userId }, { projection: { _id: 1 } }));
        const profile = current && (await update(current._id, data, expectedVersion));
        if (!profile) throw new Error(`The church profile of user ${userId} vanished while saving`);
        result = { profile, created: false };
      }
      // Listed positions show the church's name, location and logo.
      await bumpPublicListVersion(ctx);
      return result;
    },
  };
}
