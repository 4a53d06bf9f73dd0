// Strict-Transport-Security behind a TLS-terminating proxy: without it, a person on hostile Wi-Fi who
// types the address gets a plain-http first request that an attacker can answer.
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { HSTS } from './security-headers';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function client(env: Record<string, string> = {}): Promise<TestClient> {
  app = await createTestApp({ env });
  return new TestClient(app.callback);
}

describe('attack: SSL stripping of a board behind a TLS proxy', () => {
  it('pages reached over https through the proxy carry Strict-Transport-Security', async () => {
    const browser = await client({ TRUST_PROXY: '1' });
    for (const url of ['/', '/jobs', '/api/config']) {
      const res = await browser.get(url, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.headers['strict-transport-security'], url).toBe(HSTS);
    }
    expect(HSTS).toMatch(/^max-age=31536000/);
  });

  it('an error answer over https carries it too', async () => {
    const browser = await client({ TRUST_PROXY: '1' });
    const res = await browser.get('/api/church/profile', {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(res.status).toBe(401);
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('a plain-http request through the proxy gets none (browsers ignore it there)', async () => {
    const browser = await client({ TRUST_PROXY: '1' });
    const res = await browser.get('/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('without TRUST_PROXY a forged X-Forwarded-Proto: https is not believed', async () => {
    const browser = await client();
    const res = await browser.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
