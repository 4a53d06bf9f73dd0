// Liveness and readiness: /healthz answers 200 whenever the process does and reports what fails;
// /readyz answers 503 while the store does not answer and once the process is stopping.
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { TestClient } from '../testing/http-client';
import { testStoreKinds } from '../testing/stores';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe.each(testStoreKinds())('health on $name', ({ name, open }) => {
  it('is live and ready while the store answers', async () => {
    const store = await open();
    app = await createTestApp({ store });
    const client = new TestClient(app.callback);
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body).toEqual({ status: 'ready', store: { kind: name, ok: true } });
    const live = await client.get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      status: 'ok',
      store: { kind: name, ok: true },
      files: { kind: 'local', ok: true },
    });
    await store.close();
  });

  it('is not ready while the store does not answer, and stays live saying so', async () => {
    const store = await open();
    app = await createTestApp({ store });
    const client = new TestClient(app.callback);
    await store.close();
    const ready = await client.get<{ status: string; store: { ok: boolean; error: string } }>(
      '/readyz',
    );
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', store: { kind: name, ok: false } });
    expect(ready.body.store.error).toEqual(expect.any(String));
    const live = await client.get('/healthz');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({
      status: 'degraded',
      store: { kind: name, ok: false },
      files: { kind: 'local', ok: true },
    });
  });
});

describe('readiness while stopping', () => {
  it('answers 503 from the moment stopping begins, while the store still answers', async () => {
    app = await createTestApp();
    let stopping = false;
    const client = new TestClient(createApp(app.deps, { isStopping: () => stopping }).callback());
    expect((await client.get('/readyz')).status).toBe(200);
    stopping = true;
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'stopping' });
    // Still alive: a supervisor must not restart a process that is finishing its requests.
    expect((await client.get('/healthz')).status).toBe(200);
  });
});
