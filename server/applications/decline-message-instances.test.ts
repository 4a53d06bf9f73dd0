// Two server instances on one database (SQLite always, MongoDB when MONGODB_URL is set): a
// student gets the church's message once however the requests are spread over the instances, and
// the church's hourly cap counts what both sent.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { DECLINE_MESSAGES_PER_WINDOW } from '../../shared/constants';
import type { Position } from '../../shared/types';
import type { Store } from '../store/port';
import { contractTargets } from '../testing/contract-targets';
import { churchWithApprovedPosition, queuedMail } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { bareApplicationData } from '../testing/store-fixtures';
import { createTestApp, testClock, type TestApp } from '../testing/test-app';
import { DECLINE_MESSAGE_ALREADY_SENT } from './review.service';

const targets = contractTargets(process.env.MONGODB_URL || undefined);
const MESSAGE = 'Dear student,\n\nThank you for applying. We chose another candidate.';

describe.each(targets)('two instances on one $name store', (target) => {
  const suite = target.skipReason === null ? describe : describe.skip;

  suite('decline messages', () => {
    let store: Store;
    let first: TestApp;
    let second: TestApp;
    /** The church, signed in once, calling either instance. */
    let church: { first: TestClient; second: TestClient };
    const either = (i: number) => (i % 2 === 0 ? church.first : church.second);
    let position: Position;

    beforeEach(async () => {
      store = await target.open();
      const clock = testClock();
      first = await createTestApp({ store, clock });
      second = await createTestApp({ store, clock });
      const setUp = await churchWithApprovedPosition(first);
      position = setUp.position;
      const other = new TestClient(second.callback);
      for (const [name, value] of setUp.church.cookies) other.cookies.set(name, value);
      church = { first: setUp.church, second: other };
    });
    afterEach(async () => {
      await first.close();
      await second.close();
      await target.dispose(store);
    });
    afterAll(() => target.teardown());

    /** `count` declined applications to the position, each to its own address. */
    async function declined(count: number): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const application = await store.applications.create(
          position.id,
          bareApplicationData({ studentEmail: `student${String(i)}@student.test` }),
        );
        await store.applications.setStatus(application.id, 'declined', first.clock.now());
        ids.push(application.id);
      }
      return ids;
    }

    it('sends one message per application when both instances are asked at once', async () => {
      const [id = ''] = await declined(1);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          either(i).post<{ message: string }>(
            api.churchApplicationDeclineMessage(id),
            { message: MESSAGE },
            { headers: { 'Idempotency-Key': `race-${String(i)}` } },
          ),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 202)).toHaveLength(1);
      expect(statuses.filter((status) => status === 422)).toHaveLength(5);
      for (const res of answers) {
        if (res.status === 422) expect(res.body).toEqual({ message: DECLINE_MESSAGE_ALREADY_SENT });
      }
      expect(await queuedMail(first, 'student0@student.test')).toHaveLength(1);
    });

    it("counts the church's messages of both instances against one hourly cap", async () => {
      const ids = await declined(DECLINE_MESSAGES_PER_WINDOW + 2);
      const answers = await Promise.all(
        ids.map((id, i) =>
          either(i).post(api.churchApplicationDeclineMessage(id), { message: MESSAGE }),
        ),
      );
      const statuses = answers.map((res) => res.status);
      expect(statuses.filter((status) => status === 202)).toHaveLength(DECLINE_MESSAGES_PER_WINDOW);
      expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    });
  });
});
