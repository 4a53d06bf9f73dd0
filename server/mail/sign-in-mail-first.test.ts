// Sign-in mail waits for nothing: with hundreds of notices queued before it, a new account's
// verification link and a password reset leave in the worker's very next run.
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { churchWithProfile } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { recordingTransport } from '../testing/recording-transport';
import { memoryLogger } from '../testing/test-app';
import { appPerTest } from '../testing/per-test';
import { startMailWorker, type MailWorker } from './mail-worker';
import { RESET_SUBJECT, VERIFY_SUBJECT } from './templates';

const app = appPerTest();
let worker: MailWorker | undefined;
let delivered: SendMailOptions[];

beforeEach(() => {
  delivered = [];
});

afterEach(async () => {
  await worker?.stop();
});

describe('sign-in mail', () => {
  it('is sent in the next run of the worker with 500 notices queued before it', async () => {
    await churchWithProfile(app, 'grace@church.test');
    for (let n = 0; n < 500; n++) {
      await app.deps.mailer.send({
        to: `church${String(n)}@church.test`,
        subject: `New application for Position ${String(n)}`,
        text: 'A student applied.',
      });
    }
    const visitor = new TestClient(app.callback);
    const signup = await visitor.post('/api/auth/local/signup', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@church.test',
      password: 'correct horse battery staple',
    });
    expect(signup.status).toBe(201);
    const forgot = await visitor.post('/api/auth/local/forgot', { email: 'grace@church.test' });
    expect(forgot.status).toBeLessThan(300);

    worker = startMailWorker({
      store: app.store,
      transport: recordingTransport((mail) => delivered.push(mail)),
      log: memoryLogger(),
      now: () => new Date(Date.now() + 1000),
      intervalMs: 3_600_000,
    });
    await worker.runOnce();
    const signIn = delivered.filter(
      (mail) => mail.subject === VERIFY_SUBJECT || mail.subject === RESET_SUBJECT,
    );
    expect(signIn.map((mail) => [mail.to, mail.subject])).toEqual(
      expect.arrayContaining([
        ['ada@church.test', VERIFY_SUBJECT],
        ['grace@church.test', RESET_SUBJECT],
      ]),
    );
    // Ahead of every notice, not merely somewhere in the run.
    const firstNotice = delivered.findIndex((mail) =>
      String(mail.subject).startsWith('New application'),
    );
    const lastSignIn = delivered.findLastIndex(
      (mail) => mail.subject === VERIFY_SUBJECT || mail.subject === RESET_SUBJECT,
    );
    expect(lastSignIn).toBeLessThan(firstNotice);
  });
});
