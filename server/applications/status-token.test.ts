// The status token: derived from the id with the secret (so a replay and later e-mails give the same
// link), unguessable, stored only as a hash, and looked up in a way that tells a guesser nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appliedFor, churchWithApprovedPosition } from '../testing/fixtures';
import { bareApplicationData } from '../testing/store-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { applicationForStatusToken, hashStatusToken, statusTokenFor } from './status-token';

const secret = { sessionSecret: 'test-secret-test-secret-test-secret-0123' };
const id = '5f0c7a52-3a51-4c1e-9d35-3f3f5c6c7a10';

describe('statusTokenFor', () => {
  it('is 256 bits in base64url, the same for the same id and secret, different otherwise', () => {
    const token = statusTokenFor(secret, id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statusTokenFor(secret, id)).toBe(token);
    expect(statusTokenFor(secret, `${id}x`)).not.toBe(token);
    expect(statusTokenFor({ sessionSecret: `${secret.sessionSecret}!` }, id)).not.toBe(token);
  });

  it('is stored as SHA-256 in hex, never as itself', () => {
    const token = statusTokenFor(secret, id);
    expect(hashStatusToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashStatusToken(token)).not.toContain(token);
  });
});

describe('applicationForStatusToken', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => {
    await app.close();
  });

  it('opens its own application only; malformed, forged and other-secret tokens open nothing', async () => {
    const { position } = await churchWithApprovedPosition(app);
    const receipt = await appliedFor(app, position.id);
    expect(await applicationForStatusToken(app.deps, receipt.statusToken)).toMatchObject({
      id: receipt.id,
    });
    const last = receipt.statusToken.at(-1) === 'A' ? 'B' : 'A';
    for (const wrong of [
      '',
      'short',
      `${receipt.statusToken}A`,
      `${receipt.statusToken.slice(0, -1)}${last}`,
      receipt.statusToken.replace(/^./, '$'),
      receipt.id,
      statusTokenFor({ sessionSecret: 'another-secret-another-secret-another' }, receipt.id),
    ]) {
      expect(await applicationForStatusToken(app.deps, wrong), wrong).toBeUndefined();
    }
  });

  it('a row found by the hash still needs the token the secret gives for it', async () => {
    // A row whose stored hash is of a token this server never made (another secret, say).
    const { position } = await churchWithApprovedPosition(app);
    const foreign = statusTokenFor({ sessionSecret: 'a-secret-that-is-not-this-one-at-all' }, id);
    await app.store.applications.create(
      position.id,
      bareApplicationData({ statusTokenHash: hashStatusToken(foreign) }),
      id,
    );
    expect(
      await app.store.applications.findByStatusTokenHash(hashStatusToken(foreign)),
    ).toBeDefined();
    expect(await applicationForStatusToken(app.deps, foreign)).toBeUndefined();
  });
});
