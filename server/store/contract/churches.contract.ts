// churches: one profile per user, created or updated by the same call, each save at a new version.
import { describe, expect, it } from 'vitest';
import { StaleVersionError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import { churchData, ISO_TIMESTAMP, newUser, UUID } from '../../testing/store-fixtures';

/** The church profile repository's contract. */
export function churchesContract({ store }: ContractContext): void {
  describe('churches', () => {
    it('creates the profile on the first upsert and updates it on the next', async () => {
      const user = await store().users.create(newUser());
      const first = await store().churches.upsertForUser(user.id, churchData());
      expect(first.created).toBe(true);
      expect(first.profile).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        userId: user.id,
        ...churchData(),
        applicationEmails: 'each',
        declineTemplate: null,
        version: 1,
        createdAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        updatedAt: first.profile.createdAt,
      });

      const second = await store().churches.upsertForUser(
        user.id,
        churchData({ churchName: 'Hope Chapel', denomination: null, logoUrl: null }),
      );
      expect(second.created).toBe(false);
      expect(second.profile).toMatchObject({
        id: first.profile.id,
        userId: user.id,
        churchName: 'Hope Chapel',
        denomination: null,
        logoUrl: null,
        location: 'Springfield, IL',
        version: 2,
        createdAt: first.profile.createdAt,
      });
      expect(Date.parse(second.profile.updatedAt)).toBeGreaterThan(
        Date.parse(first.profile.updatedAt),
      );

      expect(await store().churches.findByUserId(user.id)).toEqual(second.profile);
      expect(await store().churches.findById(first.profile.id)).toEqual(second.profile);
    });

    it('defaults the e-mail preference and decline template, keeps them when left undefined and changes them when given', async () => {
      const user = await store().users.create(newUser());
      const created = await store().churches.upsertForUser(
        user.id,
        churchData({ applicationEmails: 'daily', declineTemplate: 'Dear {name}, thank you.' }),
      );
      expect(created.profile).toMatchObject({
        applicationEmails: 'daily',
        declineTemplate: 'Dear {name}, thank you.',
      });

      // A save from a form without the two fields changes the others and keeps these.
      const kept = await store().churches.upsertForUser(
        user.id,
        churchData({ churchName: 'Renamed' }),
      );
      expect(kept.profile).toMatchObject({
        churchName: 'Renamed',
        applicationEmails: 'daily',
        declineTemplate: 'Dear {name}, thank you.',
      });

      const changed = await store().churches.upsertForUser(
        user.id,
        churchData({ applicationEmails: 'none', declineTemplate: 'We are grateful, {name}.' }),
      );
      expect(changed.profile).toMatchObject({
        applicationEmails: 'none',
        declineTemplate: 'We are grateful, {name}.',
      });

      // Null goes back to the board's wording; the preference it did not give stays.
      const reset = await store().churches.upsertForUser(
        user.id,
        churchData({ declineTemplate: null }),
      );
      expect(reset.profile).toMatchObject({ applicationEmails: 'none', declineTemplate: null });
      expect(await store().churches.findByUserId(user.id)).toEqual(reset.profile);
      expect(await store().churches.findById(reset.profile.id)).toEqual(reset.profile);

      // Each church has its own settings.
      const other = await store().users.create(newUser());
      const { profile } = await store().churches.upsertForUser(other.id, churchData());
      expect(profile).toMatchObject({ applicationEmails: 'each', declineTemplate: null });
      expect((await store().churches.findByUserId(user.id))?.applicationEmails).toBe('none');
    });

    it('bumps the version by one on every update', async () => {
      const user = await store().users.create(newUser());
      const versions: number[] = [];
      for (const churchName of ['First', 'Second', 'Third']) {
        const { profile } = await store().churches.upsertForUser(
          user.id,
          churchData({ churchName }),
        );
        versions.push(profile.version);
      }
      expect(versions).toEqual([1, 2, 3]);
      expect((await store().churches.findByUserId(user.id))?.version).toBe(3);
    });

    it('saves when the expected version is the stored one', async () => {
      const user = await store().users.create(newUser());
      const { profile } = await store().churches.upsertForUser(user.id, churchData());
      const saved = await store().churches.upsertForUser(
        user.id,
        churchData({ churchName: 'Hope Chapel' }),
        profile.version,
      );
      expect(saved).toEqual({
        created: false,
        profile: {
          ...profile,
          churchName: 'Hope Chapel',
          version: 2,
          updatedAt: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        },
      });
      expect(await store().churches.findById(profile.id)).toEqual(saved.profile);
    });

    it('refuses a save from another version with the stored profile, and changes nothing', async () => {
      const user = await store().users.create(newUser());
      await store().churches.upsertForUser(user.id, churchData());
      const { profile: stored } = await store().churches.upsertForUser(
        user.id,
        churchData({ churchName: 'Saved elsewhere' }),
      );
      const versionBefore = await store().positions.publicListVersion();

      const stale = store().churches.upsertForUser(
        user.id,
        churchData({ churchName: 'Lost update' }),
        1,
      );
      await expect(stale).rejects.toBeInstanceOf(StaleVersionError);
      await expect(stale).rejects.toMatchObject({ current: stored });
      expect(await store().churches.findByUserId(user.id)).toEqual(stored);
      expect(await store().positions.publicListVersion()).toBe(versionBefore);
    });

    it('lets only one of two saves from the same version succeed', async () => {
      const user = await store().users.create(newUser());
      const { profile } = await store().churches.upsertForUser(user.id, churchData());
      const results = await Promise.allSettled(
        ['A', 'B'].map((churchName) =>
          store().churches.upsertForUser(user.id, churchData({ churchName }), profile.version),
        ),
      );
      const saved = results.filter((result) => result.status === 'fulfilled');
      const refused = results.filter((result) => result.status === 'rejected');
      expect(saved).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0]?.reason).toBeInstanceOf(StaleVersionError);
      expect(await store().churches.findByUserId(user.id)).toEqual(saved[0]?.value.profile);
    });

    it('keeps one profile per user', async () => {
      const a = await store().users.create(newUser());
      const b = await store().users.create(newUser());
      const profileA = (await store().churches.upsertForUser(a.id, churchData({ churchName: 'A' })))
        .profile;
      const profileB = (await store().churches.upsertForUser(b.id, churchData({ churchName: 'B' })))
        .profile;
      expect(profileA.id).not.toBe(profileB.id);
      expect((await store().churches.findByUserId(a.id))?.churchName).toBe('A');
      expect((await store().churches.findByUserId(b.id))?.churchName).toBe('B');
    });

    it('answers undefined for unknown ids', async () => {
      expect(
        await store().churches.findByUserId('00000000-0000-4000-8000-000000000000'),
      ).toBeUndefined();
      expect(
        await store().churches.findById('00000000-0000-4000-8000-000000000000'),
      ).toBeUndefined();
    });
  });
}
