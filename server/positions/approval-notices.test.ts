// A church hears of its approvals in one e-mail when the college approves its positions within a
// few minutes (an admin approving a list, or going down it one by one), sent by the real worker
// from the real queue.
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { BulkApproveResult, Position } from '../../shared/types';
import { startMailWorker, type MailWorker } from '../mail/mail-worker';
import { NOTICE_GROUP_HOLD_MS } from '../mail/queued-mailer';
import { adminApproves, adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import type { TestClient } from '../testing/http-client';
import { recordingTransport } from '../testing/recording-transport';
import { memoryLogger } from '../testing/test-app';
import { appPerTest } from '../testing/per-test';

const CHURCH = 'grace@church.test';

const app = appPerTest();
let church: TestClient;
let admin: TestClient;
let worker: MailWorker | undefined;
let delivered: SendMailOptions[];
/** How far past the real time the worker's clock is (the store stamps with the real time). */
let ahead: number;

beforeEach(async () => {
  church = (await churchWithProfile(app, CHURCH)).client;
  admin = await adminClient(app);
  delivered = [];
  ahead = 0;
  worker = startMailWorker({
    store: app.store,
    transport: recordingTransport((mail) => delivered.push(mail)),
    log: memoryLogger(),
    now: () => new Date(Date.now() + ahead),
    intervalMs: 3_600_000,
  });
  // The fixtures' own mail (sign-in) goes now, out of the way.
  await worker.runOnce();
  delivered = [];
});

afterEach(async () => {
  await worker?.stop();
});

/** A sent message's plain text (the worker passes it as a string). */
function textOf(mail: SendMailOptions | undefined): string {
  return typeof mail?.text === 'string' ? mail.text : '';
}

/** Everything the worker sends once the approvals' wait is over. */
async function sendAfterTheWait(): Promise<SendMailOptions[]> {
  ahead = NOTICE_GROUP_HOLD_MS + 1000;
  await worker?.runOnce();
  return delivered.filter((mail) => mail.to === CHURCH);
}

describe('approval notices', () => {
  it('approving 100 positions of one church sends it one e-mail listing all 100', async () => {
    const posted: Position[] = [];
    for (let n = 1; n <= 100; n++)
      posted.push(await postedPosition(church, { title: `Position ${String(n)}` }));
    const res = await admin.post<BulkApproveResult>(api.adminBulkApprove, {
      positions: posted.map((position) => ({ id: position.id, version: position.version })),
    });
    expect(res.body.approved).toHaveLength(100);

    // Held for the church's other approvals: nothing goes at once.
    await worker?.runOnce();
    expect(delivered.filter((mail) => mail.to === CHURCH)).toEqual([]);

    const mail = await sendAfterTheWait();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('100 positions are live on the job board');
    const text = textOf(mail[0]);
    expect(text).toContain('Leadership College approved these 100 positions');
    for (const position of posted) {
      expect(text).toContain(
        `- ${position.title}\n  http://localhost:3000/church/positions/${position.id}\n`,
      );
    }
  });

  it('gathers approvals one after the other, and a later one goes in its own e-mail', async () => {
    const first = await postedPosition(church, { title: 'Worship Leader' });
    const second = await postedPosition(church, { title: 'Youth Pastor' });
    await adminApproves(admin, first);
    await adminApproves(admin, second);
    const mail = await sendAfterTheWait();
    expect(mail.map((m) => m.subject)).toEqual(['2 positions are live on the job board']);
    expect(textOf(mail[0])).toMatch(/- Worship Leader\n[^]*- Youth Pastor\n/);

    // The e-mail has gone: the next approval is a message of its own, as it reads alone.
    delivered = [];
    const third = await postedPosition(church, { title: 'Children’s Pastor' });
    await adminApproves(admin, third);
    ahead += NOTICE_GROUP_HOLD_MS + 1000;
    await worker?.runOnce();
    expect(delivered.map((m) => m.subject)).toEqual(['Children’s Pastor is live on the job board']);
  });
});
