// A church logo is shown to every student on the list and the detail page: it must be an https://
// address with a host, never a path on the board's own origin, plain http or another scheme.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGO_MUST_BE_HTTPS } from '../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../shared/types';
import { signedInUser } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const profile = (logoUrl: unknown) => ({
  churchName: 'Grace Community Church',
  location: 'Springfield',
  logoUrl,
});

describe('attack: a church logo that is not an https:// address', () => {
  it.each([
    ['a path on the board itself', '/api/logout'],
    ['a protocol-relative address', '//evil.test/logo.png'],
    ['plain http', 'http://grace.test/logo.png'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:image/svg+xml,<svg onload="alert(1)"/>'],
    ['https without a host', 'https:///logo.png'],
    ['a backslash trick', 'https:\\\\evil.test/logo.png'],
  ])('%s is refused with a 400 naming the logo field', async (_what, logoUrl) => {
    const { client, user } = await signedInUser(app, 'grace@church.test', 'church');
    const res = await client.post<{ message: string; errors: Record<string, string[]> }>(
      '/api/church/profile',
      profile(logoUrl),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ logoUrl: [LOGO_MUST_BE_HTTPS] });
    expect(await app.store.churches.findByUserId(user.id)).toBeUndefined();
  });

  it('an https:// address with a host is kept', async () => {
    const { client } = await signedInUser(app, 'grace@church.test', 'church');
    const res = await client.post<ChurchProfile>(
      '/api/church/profile',
      profile('https://grace.test/logo.png'),
    );
    expect(res.status).toBe(201);
    expect(res.body.logoUrl).toBe('https://grace.test/logo.png');
  });
});
