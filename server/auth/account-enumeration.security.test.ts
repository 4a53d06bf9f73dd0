// Account enumeration: whether an address has an account must not show in any answer (sign-up,
// the pending sign-up after it, 'Send again', sign-in, reset). Only the address's owner learns of
// a second sign-up, by e-mail. Messages to an address not yet proven carry no requester text.
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/types';
import { SESSION_COOKIE } from './session';
import { TestBrowser, type BrowserResponse } from '../testing/test-browser';
import { linkIn, signUpVerified } from '../testing/auth-fixture';
import { listeningAppPerTest } from '../testing/per-test';

const PASSWORD = 'correct horse battery staple';
const server = listeningAppPerTest();

/** What an answer tells: status, body with the per-request values masked, and header names. */
function shape(response: BrowserResponse, email: string) {
  const masked = response.text
    .replaceAll(email, '<email>')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, '<time>');
  const headers = [...response.headers.keys()]
    .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
    .sort();
  return { status: response.status, body: masked, headers };
}

async function signUpAs(browser: TestBrowser, email: string, firstName = 'Grace') {
  return browser.request(server.url('/api/auth/local/signup'), {
    json: { firstName, lastName: 'Hopper', email, password: PASSWORD },
  });
}

describe('attack: account enumeration', () => {
  it('sign-up answers a taken address exactly as a new one: status, body, cookie, then the pending view and "Send again"', async () => {
    await signUpVerified(server, 'taken@church.test');
    await server.takeMail();

    const fresh = new TestBrowser();
    const taken = new TestBrowser();
    const newAnswer = await signUpAs(fresh, 'new@church.test');
    const takenAnswer = await signUpAs(taken, 'TAKEN@church.test');
    expect(shape(takenAnswer, 'taken@church.test')).toEqual(shape(newAnswer, 'new@church.test'));
    expect(takenAnswer.status).toBe(201);
    expect(takenAnswer.json<CurrentUser>()).toMatchObject({
      email: 'taken@church.test',
      firstName: 'Grace',
      emailVerified: false,
      role: null,
      adminEligible: false,
    });
    // The taken address's real account id is not given away.
    const owner = await server.app.store.users.findByEmail('taken@church.test');
    expect(takenAnswer.json<CurrentUser>().id).not.toBe(owner?.id);
    expect(fresh.cookie(server.origin, SESSION_COOKIE)).toBeTruthy();
    expect(taken.cookie(server.origin, SESSION_COOKIE)).toBeTruthy();

    // 'Check again' and 'Send again' answer alike too, now and later.
    for (let round = 0; round < 2; round += 1) {
      const [a, b] = [
        await fresh.request(server.url('/api/auth/user')),
        await taken.request(server.url('/api/auth/user')),
      ];
      expect(shape(b, 'taken@church.test')).toEqual(shape(a, 'new@church.test'));
      expect(b.json()).toEqual(takenAnswer.json());
      const [c, d] = [
        await fresh.request(server.url('/api/auth/local/resend-verification'), { json: {} }),
        await taken.request(server.url('/api/auth/local/resend-verification'), { json: {} }),
      ];
      expect(shape(d, 'taken@church.test')).toEqual(shape(c, 'new@church.test'));
      server.app.clock.advance(60 * 60 * 1000);
    }
  });

  it('the owner of a taken address is told by e-mail, with a sign-in link and a working reset link', async () => {
    const ownerBrowser = await signUpVerified(server, 'taken@church.test');
    await server.takeMail();
    await signUpAs(new TestBrowser(), 'taken@church.test', 'Visit evil.test');

    const [notice, ...others] = await server.takeMail();
    expect(others).toHaveLength(0);
    expect(notice).toMatchObject({
      to: 'taken@church.test',
      subject: 'Someone tried to create an account with your e-mail address',
    });
    expect(linkIn(notice, server.url('/login'))).toBe(server.url('/login'));
    // Nothing the requester typed reaches the owner.
    expect(`${notice?.text} ${notice?.html}`).not.toContain('evil.test');

    // The account itself is untouched: the owner is still signed in with the same password.
    expect((await ownerBrowser.request(server.url('/api/auth/user'))).status).toBe(200);
    const stored = await server.app.store.users.findByEmail('taken@church.test');
    expect(stored?.firstName).toBe('Grace');

    const token = new URL(linkIn(notice, server.url('/reset-password'))).searchParams.get('token');
    const reset = await new TestBrowser().request(server.url('/api/auth/local/reset'), {
      json: { token, password: 'a brand new passphrase' },
    });
    expect(reset.status).toBe(200);
  });

  it('the verification e-mail carries no text the requester chose', async () => {
    await signUpAs(new TestBrowser(), 'victim@church.test', 'Call 555-0100 now');
    const [message] = await server.takeMail();
    expect(message?.to).toBe('victim@church.test');
    expect(message?.text.startsWith('Hello,\n')).toBe(true);
    expect(`${message?.text} ${message?.html}`).not.toMatch(/555-0100|Hopper/);
  });

  it('a reset e-mail to an address not yet proven carries no name the requester chose', async () => {
    await signUpAs(new TestBrowser(), 'victim@church.test', 'Call 555-0100 now');
    await server.takeMail();
    await new TestBrowser().request(server.url('/api/auth/local/forgot'), {
      json: { email: 'victim@church.test' },
    });
    const [message] = await server.takeMail();
    expect(message?.subject).toBe('Reset your password');
    expect(`${message?.text} ${message?.html}`).not.toContain('555-0100');
  });

  it('two sign-ups racing for one new address are answered alike and make one account', async () => {
    const [a, b] = await Promise.all([
      signUpAs(new TestBrowser(), 'race@church.test'),
      signUpAs(new TestBrowser(), 'race@church.test'),
    ]);
    expect(shape(a, 'race@church.test')).toEqual(shape(b, 'race@church.test'));
    expect(a.status).toBe(201);
    const stored = await server.app.store.users.findByEmail('race@church.test');
    expect([a.json<CurrentUser>().id, b.json<CurrentUser>().id]).toContain(stored?.id);
  });

  it('sign-in and "Forgot password?" answer alike for a known and an unknown address', async () => {
    await signUpVerified(server, 'known@church.test');
    const answers = [];
    for (const email of ['known@church.test', 'unknown@church.test']) {
      const login = await new TestBrowser().request(server.url('/api/auth/local/login'), {
        json: { email, password: 'not the password' },
      });
      const forgot = await new TestBrowser().request(server.url('/api/auth/local/forgot'), {
        json: { email },
      });
      answers.push([shape(login, email), shape(forgot, email)]);
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});
