// GET /api/positions as an ordinary Koa route: the headers every API answer has, a 304 that
// carries the validators, and a failing store answered by the one error handler.
import { afterEach, describe, expect, it } from 'vitest';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/port';

let app: TestApp;
let store: Store | undefined;

afterEach(async () => {
  await app.close();
  await store?.close();
  store = undefined;
});

describe('GET /api/positions', () => {
  it('answers 304 with the ETag, Vary and nosniff, and HEAD with headers only', async () => {
    app = await createTestApp();
    const { client } = await churchWithProfile(app, 'grace@church.test');
    await postedPosition(client, {}, await adminClient(app));
    const anonymous = new TestClient(app.callback);
    const gzip = { 'Accept-Encoding': 'gzip' };
    const list = await anonymous.get('/api/positions', { headers: gzip });
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = String(list.headers.etag);
    const again = await anonymous.get('/api/positions', {
      headers: { ...gzip, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers).toMatchObject({
      etag,
      vary: 'Accept-Encoding',
      'cache-control': 'no-cache',
      'x-content-type-options': 'nosniff',
    });
    expect(again.headers['content-type']).toBeUndefined();
    const head = await anonymous.request('HEAD', '/api/positions', { headers: gzip });
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(Number(head.headers['content-length'])).toBe(list.raw.length);
    expect(head.raw).toHaveLength(0);
  });

  it('answers a failing store through the error handler: one JSON body, the error logged', async () => {
    store = await openSqliteStore(':memory:');
    const failing: Store = {
      ...store,
      positions: {
        ...store.positions,
        publicListVersion: () => Promise.reject(new Error('store unavailable')),
      },
    };
    app = await createTestApp({ store: failing });
    const res = await new TestClient(app.callback).get('/api/positions');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Something went wrong on our side. Please try again.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({
        level: 'error',
        msg: 'unhandled error',
        path: '/api/positions',
        error: 'Error: store unavailable',
      }),
    );
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'request', path: '/api/positions', status: 500 }),
    );
  });
});
