// users: creation, case-insensitive look-up, updates, the one-time role and the cascading delete.
import { describe, expect, it } from 'vitest';
import { DuplicateEmailError } from '../port';
import type { ContractContext } from '../../testing/contract-targets';
import {
  applicationData,
  churchData,
  ISO_TIMESTAMP,
  newUser,
  plus,
  seedPosition,
  UUID,
} from '../../testing/store-fixtures';

/** The users repository's contract. */
export function usersContract({ store }: ContractContext): void {
  describe('users', () => {
    it('creates a user with a lower-cased e-mail, no role and store timestamps', async () => {
      const user = await store().users.create(
        newUser({
          email: 'Ada.Lovelace@Example.ORG',
          emailVerified: true,
          oidcSubject: 'https://idp|ada',
        }),
      );
      expect(user).toMatchObject({
        email: 'ada.lovelace@example.org',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profileImageUrl: null,
        role: null,
        emailVerified: true,
        passwordHash: 'scrypt$salt$hash',
        oidcSubject: 'https://idp|ada',
      });
      expect(user.id).toMatch(UUID);
      expect(typeof user.authVersion).toBe('number');
      expect(user.createdAt).toMatch(ISO_TIMESTAMP);
      expect(user.updatedAt).toBe(user.createdAt);
      expect(await store().users.findById(user.id)).toEqual(user);
    });

    it('finds users by e-mail in any case and by OIDC subject', async () => {
      const user = await store().users.create(
        newUser({ email: 'grace@example.org', oidcSubject: 'iss|42' }),
      );
      expect(await store().users.findByEmail('GRACE@Example.org')).toEqual(user);
      expect(await store().users.findByOidcSubject('iss|42')).toEqual(user);
      expect(await store().users.findByEmail('nobody@example.org')).toBeUndefined();
      expect(await store().users.findByOidcSubject('iss|43')).toBeUndefined();
      expect(await store().users.findById('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });

    it('refuses a second user with the same e-mail in another case', async () => {
      await store().users.create(newUser({ email: 'pat@example.org' }));
      await expect(
        store().users.create(newUser({ email: 'PAT@example.org' })),
      ).rejects.toBeInstanceOf(DuplicateEmailError);
    });

    it('allows many users without an OIDC subject', async () => {
      const a = await store().users.create(newUser({ oidcSubject: null }));
      const b = await store().users.create(newUser({ oidcSubject: null }));
      expect(a.id).not.toBe(b.id);
      expect(b.oidcSubject).toBeNull();
    });

    it('updates only the given fields and moves updatedAt', async () => {
      const user = await store().users.create(newUser());
      const updated = await store().users.update(user.id, {
        firstName: 'Augusta',
        emailVerified: true,
        authVersion: user.authVersion + 1,
        oidcSubject: 'iss|7',
      });
      expect(updated).toMatchObject({
        id: user.id,
        email: user.email,
        firstName: 'Augusta',
        lastName: 'Lovelace',
        emailVerified: true,
        authVersion: user.authVersion + 1,
        oidcSubject: 'iss|7',
        passwordHash: user.passwordHash,
        createdAt: user.createdAt,
      });
      expect(Date.parse(updated?.updatedAt ?? '')).toBeGreaterThan(Date.parse(user.updatedAt));
      expect(await store().users.findByOidcSubject('iss|7')).toEqual(updated);

      const cleared = await store().users.update(user.id, {
        oidcSubject: null,
        passwordHash: null,
        lastName: null,
      });
      expect(cleared).toMatchObject({
        oidcSubject: null,
        passwordHash: null,
        lastName: null,
        firstName: 'Augusta',
      });
      expect(await store().users.findByOidcSubject('iss|7')).toBeUndefined();
      expect(await store().users.findById(user.id)).toEqual(cleared);
      expect(
        await store().users.update('00000000-0000-4000-8000-000000000000', { firstName: 'X' }),
      ).toBeUndefined();
    });

    it('sets the role only once', async () => {
      const user = await store().users.create(newUser());
      expect(await store().users.setRoleOnce(user.id, 'church')).toBe(true);
      expect(await store().users.setRoleOnce(user.id, 'admin')).toBe(false);
      expect(await store().users.setRoleOnce(user.id, 'church')).toBe(false);
      expect((await store().users.findById(user.id))?.role).toBe('church');
      expect(
        await store().users.setRoleOnce('00000000-0000-4000-8000-000000000000', 'church'),
      ).toBe(false);
    });

    it('gives the role to exactly one of several concurrent callers', async () => {
      const user = await store().users.create(newUser());
      const roles = ['church', 'admin', 'church', 'admin', 'church', 'admin'] as const;
      const results = await Promise.all(
        roles.map((role) => store().users.setRoleOnce(user.id, role)),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
      const winner = roles[results.indexOf(true)];
      expect((await store().users.findById(user.id))?.role).toBe(winner);
    });

    it('deletes a user with their profile, positions, applications and tokens', async () => {
      const user = await store().users.create(newUser());
      const other = await store().users.create(newUser());
      const { profile } = await store().churches.upsertForUser(user.id, churchData());
      const { profile: otherProfile } = await store().churches.upsertForUser(
        other.id,
        churchData(),
      );
      const first = await seedPosition(store(), profile.id, { approved: true });
      const second = await seedPosition(store(), profile.id);
      const kept = await seedPosition(store(), otherProfile.id, { approved: true });
      const application = await store().applications.create(first.id, applicationData());
      const keptApplication = await store().applications.create(kept.id, applicationData());
      await store().tokens.create(
        'token-of-deleted-user',
        user.id,
        'reset',
        plus(new Date(), 60_000),
      );

      expect(await store().users.delete(user.id)).toBe(true);

      expect(await store().users.findById(user.id)).toBeUndefined();
      expect(await store().churches.findById(profile.id)).toBeUndefined();
      expect(await store().churches.findByUserId(user.id)).toBeUndefined();
      expect(await store().positions.findById(first.id)).toBeUndefined();
      expect(await store().positions.findById(second.id)).toBeUndefined();
      expect(await store().applications.findById(application.id)).toBeUndefined();
      expect(
        await store().tokens.consume('token-of-deleted-user', 'reset', new Date()),
      ).toBeUndefined();
      expect((await store().positions.listAll()).map((p) => p.id)).toEqual([kept.id]);
      expect(await store().applications.findById(keptApplication.id)).toEqual(keptApplication);
      expect(await store().users.findById(other.id)).toEqual(other);
      expect(await store().users.delete(user.id)).toBe(false);
    });
  });
}
