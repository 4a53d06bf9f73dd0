// Rate limits behind proxies: the client address is the one the last trusted proxy saw, so what a
// client writes into X-Forwarded-For itself changes nothing; and the limiter's memory stays bounded
// under a flood of distinct keys.
import { afterEach, describe, expect, it } from 'vitest';
import { TestClient, type TestResponse } from '../testing/http-client';
import { createTestApp, testClock, type TestApp } from '../testing/test-app';
import { clientKey, DEFAULT_MAX_KEYS, MemoryRateLimiter } from './rate-limiter';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app allowing two applications per client address; the proxy in front connects from 10.0.0.1. */
async function boardBehind(trustProxy: string | null): Promise<TestClient> {
  app = await createTestApp({
    env: {
      APPLICATION_RATE_LIMIT: '2',
      ...(trustProxy === null ? {} : { TRUST_PROXY: trustProxy }),
    },
  });
  return new TestClient(app.callback, { remoteAddress: '10.0.0.1' });
}

/** One application (an empty body: refused 400 after it was counted) with this X-Forwarded-For. */
function apply(client: TestClient, forwardedFor?: string): Promise<TestResponse> {
  return client.post(
    '/api/applications',
    {},
    forwardedFor === undefined ? {} : { headers: { 'X-Forwarded-For': forwardedFor } },
  );
}

describe('attack: forged X-Forwarded-For behind one proxy (TRUST_PROXY=1)', () => {
  it("a forged address to the left of the proxy's does not escape the limit", async () => {
    const proxy = await boardBehind('1');
    expect((await apply(proxy, '198.51.100.1, 203.0.113.7')).status).toBe(400);
    expect((await apply(proxy, '198.51.100.2, 203.0.113.7')).status).toBe(400);
    for (const forged of ['198.51.100.3', '10.0.0.1', 'unknown', '198.51.100.4, 198.51.100.5']) {
      const res = await apply(proxy, `${forged}, 203.0.113.7`);
      expect(res.status, forged).toBe(429);
    }
  });

  it('the limit is per client as the proxy saw it: another client is not affected', async () => {
    const proxy = await boardBehind('1');
    for (let i = 0; i < 3; i += 1) await apply(proxy, '203.0.113.7');
    expect((await apply(proxy, '203.0.113.7')).status).toBe(429);
    expect((await apply(proxy, '203.0.113.8')).status).toBe(400);
  });

  it('TRUST_PROXY=true counts as one proxy', async () => {
    const proxy = await boardBehind('true');
    await apply(proxy, 'a, 203.0.113.7');
    await apply(proxy, 'b, 203.0.113.7');
    expect((await apply(proxy, 'c, 203.0.113.7')).status).toBe(429);
  });
});

describe('attack: forged X-Forwarded-For behind two proxies (TRUST_PROXY=2)', () => {
  it('the key is the address the outer proxy saw, whatever the client wrote before it', async () => {
    // client -> proxy A (appends the client's address) -> proxy B (appends A's) -> board.
    const proxy = await boardBehind('2');
    expect((await apply(proxy, '203.0.113.7, 10.0.0.2')).status).toBe(400);
    expect((await apply(proxy, '198.51.100.1, 203.0.113.7, 10.0.0.2')).status).toBe(400);
    expect((await apply(proxy, '198.51.100.2, 198.51.100.3, 203.0.113.7, 10.0.0.2')).status).toBe(
      429,
    );
    expect((await apply(proxy, '203.0.113.8, 10.0.0.2')).status).toBe(400);
  });

  it('the inner proxy is not mistaken for the client: clients behind it are told apart', async () => {
    const proxy = await boardBehind('2');
    for (let i = 1; i <= 5; i += 1) {
      expect((await apply(proxy, `203.0.113.${i}, 10.0.0.2`)).status).toBe(400);
    }
  });
});

describe('attack: X-Forwarded-For sent straight to a board without TRUST_PROXY', () => {
  it('the header is ignored: the connection address is the key', async () => {
    const direct = await boardBehind(null);
    expect((await apply(direct, '198.51.100.1')).status).toBe(400);
    expect((await apply(direct, '198.51.100.2')).status).toBe(400);
    expect((await apply(direct, '198.51.100.3')).status).toBe(429);
    expect((await apply(direct)).status).toBe(429);
  });
});

describe('attack: rotating IPv6 addresses within one /64', () => {
  it('addresses of one /64 network share the limit; another network does not', async () => {
    app = await createTestApp({ env: { APPLICATION_RATE_LIMIT: '2' } });
    const from = (remoteAddress: string) =>
      new TestClient((app as TestApp).callback, { remoteAddress });
    expect((await apply(from('2001:db8:1:2::a'))).status).toBe(400);
    expect((await apply(from('2001:db8:1:2:ffff:1:2:3'))).status).toBe(400);
    expect((await apply(from('2001:0db8:0001:0002::b'))).status).toBe(429);
    expect((await apply(from('2001:db8:1:3::a'))).status).toBe(400);
  });

  it('IPv4 keeps its own address, also written as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('')).toBe('unknown');
  });
});

describe('attack: a flood of distinct keys against the limiter', () => {
  it('200,000 distinct keys leave at most the cap in memory, the newest ones', async () => {
    expect(DEFAULT_MAX_KEYS).toBeLessThanOrEqual(100_000);
    const clock = testClock();
    const bounded = new MemoryRateLimiter(5, 10 * 60 * 1000, () => clock.now().getTime());
    for (let i = 0; i < 200_000; i += 1) await bounded.hit(`flood-${i}`);
    expect(bounded.size).toBe(DEFAULT_MAX_KEYS);
    const keys = bounded.keys();
    expect(keys[0]).toBe(`flood-${200_000 - DEFAULT_MAX_KEYS}`);
    expect(keys.at(-1)).toBe('flood-199999');
  });

  it('a small cap evicts the oldest window first, and a restarted window counts as new', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(1, 60_000, () => clock.now().getTime(), 3);
    await limiter.hit('a');
    clock.advance(1000);
    await limiter.hit('b');
    clock.advance(1000);
    await limiter.hit('c');
    expect(await limiter.hit('a')).toBeGreaterThan(0); // still counted within its window
    await limiter.hit('d');
    expect(limiter.keys()).toEqual(['b', 'c', 'd']);

    // b's window ends: it is dropped from the front, and b's next hit opens a window at the end.
    clock.advance(59_000);
    expect(await limiter.hit('b')).toBe(0);
    expect(limiter.keys()).toEqual(['c', 'd', 'b']);
  });

  it('expired windows are dropped from the front on the next hit', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(1, 60_000, () => clock.now().getTime());
    for (let i = 0; i < 1000; i += 1) await limiter.hit(`old-${i}`);
    clock.advance(30_000);
    for (let i = 0; i < 10; i += 1) await limiter.hit(`newer-${i}`);
    clock.advance(30_000);
    await limiter.hit('now');
    expect(limiter.keys()).toEqual([...Array.from({ length: 10 }, (_, i) => `newer-${i}`), 'now']);
    clock.advance(60_000);
    await limiter.hit('later');
    expect(limiter.keys()).toEqual(['later']);
  });

  it('a client over the limit stays limited until its window ends, whatever else floods in', async () => {
    const clock = testClock();
    const limiter = new MemoryRateLimiter(2, 60_000, () => clock.now().getTime(), 1000);
    await limiter.hit('attacker');
    await limiter.hit('attacker');
    for (let i = 0; i < 500; i += 1) await limiter.hit(`other-${i}`);
    expect(await limiter.hit('attacker')).toBeGreaterThan(0);
    clock.advance(60_000);
    expect(await limiter.hit('attacker')).toBe(0);
  });
});
