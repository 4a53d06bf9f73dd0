// A church's device for the offline-layer tests: the real server in-process, and the church's
// cache and outbox in fake-indexeddb under names of their own, fresh for each test.
import { createTestApp, type TestApp } from '../../../server/testing/test-app';
import { CacheDb } from '../../../web/offline/cache-db';
import { Outbox } from '../../../web/offline/outbox';
import { OutboxDb } from '../../../web/offline/outbox-db';
import type { Send } from '../../../web/offline/outbox-delivery';
import { OutboxStore } from '../../../web/offline/outbox-store';

/** The server and the device's databases; `outboxFor` is the device's outbox sending with `send`. */
export interface ChurchDevice {
  app: TestApp;
  cache: CacheDb;
  outboxFor: (send: Send) => Outbox;
  close: () => Promise<void>;
}

let opened = 0;

/** A new device, its databases named after `name` (the test file) and numbered. */
export async function openChurchDevice(name: string): Promise<ChurchDevice> {
  opened += 1;
  const app = await createTestApp();
  const cache = new CacheDb(`${name}-cache-${opened}`);
  const outboxDb = new OutboxDb(`${name}-outbox-${opened}`);
  return {
    app,
    cache,
    outboxFor: (send) => new Outbox(new OutboxStore(outboxDb), { send }),
    async close() {
      cache.close();
      outboxDb.close();
      await app.close();
    },
  };
}
