// A church logo is shown to every student on the list and the detail page: it must be an https://
// address with a host, never a path on the board's own origin, plain http or another scheme. A
// church's decline template and e-mail choice are its own: no other answer carries them.
import { describe, expect, it } from 'vitest';
import { LOGO_MUST_BE_HTTPS } from '../../shared/schemas/church-profile';
import type { ChurchProfile } from '../../shared/types';
import { api } from '../../shared/api-routes';
import {
  adminClient,
  appliedFor,
  churchWithProfile,
  postedPosition,
  signedInUser,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { expectFieldErrors } from '../testing/field-errors';

const app = appPerTest();

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
    expectFieldErrors(res, { logoUrl: [LOGO_MUST_BE_HTTPS] });
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

describe("attack: reading another church's decline template and e-mail choice", () => {
  it("they appear only in the church's own profile: never in public, admin or other churches' answers", async () => {
    const admin = await adminClient(app);
    const a = await churchWithProfile(app, 'a@church.test', {
      churchName: 'Church A',
      applicationEmails: 'daily',
      declineTemplate: 'SECRET-TEMPLATE-OF-A {name}',
    });
    const position = await postedPosition(a.client, {}, admin);
    const b = await churchWithProfile(app, 'b@church.test', { churchName: 'Church B' });
    const anonymous = new TestClient(app.callback);
    const receipt = await appliedFor(app, position.id);
    const answers = [
      await anonymous.get('/api/positions'),
      await anonymous.get(`/api/positions/${position.id}`),
      await anonymous.get(api.applicationStatus(receipt.statusToken)),
      await b.client.get('/api/church/positions'),
      await admin.get('/api/admin/positions'),
      await admin.get(`/api/positions/${position.id}`),
      await a.client.get('/api/church/positions'),
      await a.client.get(`/api/positions/${position.id}`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toContain('SECRET-TEMPLATE-OF-A');
      expect(answer.text).not.toContain('declineTemplate');
      expect(answer.text).not.toContain('applicationEmails');
    }
    // Church B's own profile has its own (empty) choice, nothing of A's.
    const ofB = await b.client.get<ChurchProfile>('/api/church/profile');
    expect(ofB.body).toMatchObject({ churchName: 'Church B', declineTemplate: null });
    expect(ofB.text).not.toContain('SECRET-TEMPLATE-OF-A');
    const own = await a.client.get<ChurchProfile>('/api/church/profile');
    expect(own.body).toMatchObject({
      applicationEmails: 'daily',
      declineTemplate: 'SECRET-TEMPLATE-OF-A {name}',
    });
  });
});
