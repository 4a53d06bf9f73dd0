// Church profiles on MongoDB: one per user (unique userId index), created or updated by the form.
import { randomUUID } from 'node:crypto';
import type { ChurchProfileData } from '../../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../../shared/types';
import { givenSettings, settingsAfterSave } from '../church-settings';
import type { ChurchProfileRepository } from '../port';
import type { MongoContext } from './context';
import { toChurchProfile, type ChurchProfileDoc } from './documents';
import { isDuplicateKeyError } from './errors';
import { bumpPublicListVersion } from './public-list-version';

/** The form's fields, copied one by one so nothing else (e.g. a stray userId) is ever stored. */
function fieldsOf(data: ChurchProfileData) {
  return {
    churchName: data.churchName,
    denomination: data.denomination,
    location: data.location,
    website: data.website,
    description: data.description,
    contactPhone: data.contactPhone,
    logoUrl: data.logoUrl,
  };
}

/** The church profile repository of a MongoDB store. */
export function mongoChurches(ctx: MongoContext): ChurchProfileRepository {
  const { churchProfiles } = ctx.collections;

  const update = async (
    userId: string,
    data: ChurchProfileData,
  ): Promise<ChurchProfile | undefined> => {
    const doc = await churchProfiles.findOneAndUpdate(
      { userId },
      // Settings left undefined are not $set, so the stored choice stays (in the same update).
      { $set: { ...fieldsOf(data), ...givenSettings(data), updatedAt: ctx.now() } },
      { returnDocument: 'after' },
    );
    return doc === null ? undefined : toChurchProfile(doc);
  };

  const insert = async (
    userId: string,
    data: ChurchProfileData,
  ): Promise<ChurchProfile | undefined> => {
    const now = ctx.now();
    const doc: ChurchProfileDoc = {
      _id: randomUUID(),
      userId,
      ...fieldsOf(data),
      ...settingsAfterSave(data),
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
    findByUserId: async (userId) => {
      const doc = await churchProfiles.findOne({ userId });
      return doc === null ? undefined : toChurchProfile(doc);
    },

    findById: async (id) => {
      const doc = await churchProfiles.findOne({ _id: id });
      return doc === null ? undefined : toChurchProfile(doc);
    },

    upsertForUser: async (userId, data) => {
      let result: { profile: ChurchProfile; created: boolean } | undefined;
      const updated = await update(userId, data);
      if (updated) {
        result = { profile: updated, created: false };
      } else {
        const inserted = await insert(userId, data);
        const profile = inserted ?? (await update(userId, data));
        if (profile === undefined)
          throw new Error(`The church profile of user ${userId} vanished while saving`);
        result = { profile, created: inserted !== undefined };
      }
      // Listed positions show the church's name, location and logo.
      await bumpPublicListVersion(ctx);
      return result;
    },
  };
}
