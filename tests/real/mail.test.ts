// The mail flow against a real SMTP server: the app in-process with SMTP_URL at mailpit, the real
// queue, worker and nodemailer transport. What arrives is read back from mailpit: the sender of
// decision 0029, Reply-To where a person answers, a Message-ID, the subject, and links that all
// lead to PUBLIC_URL.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appPaths } from '../../shared/app-paths';
import {
  applicationReceivedSubject,
  newApplicationSubject,
} from '../../server/mail/application-messages';
import { startMailWorker, type MailWorker } from '../../server/mail/mail-worker';
import { VERIFY_SUBJECT } from '../../server/mail/templates';
import { createMailTransport } from '../../server/mail/transport';
import { appliedFor, churchWithApprovedPosition } from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { mailpitClient, type MailpitMessage } from './support/mailpit';
import { realMailpit, RUN_WITH } from './support/real-servers';

const mailpit = realMailpit();
const PUBLIC_URL = 'https://jobs.college.test';
const SENDER = { Name: 'Leadership College job board', Address: 'no-reply@jobs.college.test' };

/** Every address a message links to: the URLs in its text and the href of each HTML link. */
function linksOf(message: MailpitMessage): string[] {
  const inText = message.Text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const inHtml = [...message.HTML.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...inText, ...inHtml];
}

/** The one message to `address` with `subject`, failing when none or several arrived. */
async function onlyMessage(address: string, subject: string): Promise<MailpitMessage> {
  const found = await mailpitClient(mailpit?.apiUrl ?? '').received(address, subject);
  expect(found.map((m) => m.Subject)).toEqual([subject]);
  return found[0] as MailpitMessage;
}

/** The sender, a Message-ID and links only to PUBLIC_URL: what every message of the board has. */
async function expectBoardMessage(message: MailpitMessage): Promise<void> {
  expect(message.From).toEqual(SENDER);
  const headers = await mailpitClient(mailpit?.apiUrl ?? '').headers(message.ID);
  expect(headers.From).toEqual([`${SENDER.Name} <${SENDER.Address}>`]);
  // The envelope sender too: where bounces go.
  expect(headers['Return-Path']).toEqual([`<${SENDER.Address}>`]);
  // One Message-ID the worker set from the queued message's id (the same one on a re-send).
  expect(headers['Message-Id']).toEqual([`<${message.MessageID}>`]);
  expect(message.MessageID).toMatch(/^[0-9a-f-]{36}@job-board\.local$/);
  const links = linksOf(message);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
}

describe.skipIf(mailpit === null)(`mail through a real SMTP server (${RUN_WITH})`, () => {
  let app: TestApp;
  let worker: MailWorker;

  beforeAll(async () => {
    app = await createTestApp({
      env: {
        SMTP_URL: mailpit?.smtpUrl ?? '',
        PUBLIC_URL,
        COLLEGE_NAME: 'Leadership College',
      },
    });
    // Runs only when a test asks: each test sends what it queued, then reads mailpit.
    worker = startMailWorker({
      store: app.store,
      transport: createMailTransport(app.deps.config, app.log),
      log: app.log,
      // The store stamps queued mail with its own clock: the real time, moved on by a millisecond
      // per write when writes come faster (server/store/monotonic-clock.ts), so it may run a few
      // milliseconds ahead. A second ahead, the worker finds everything the test queued due.
      now: () => new Date(Date.now() + 1000),
      intervalMs: 3_600_000,
    });
  });

  afterAll(async () => {
    await worker.stop();
    await app.close();
  });

  beforeEach(async () => {
    await mailpitClient(mailpit?.apiUrl ?? '').clear();
  });

  afterEach(() => {
    // A failed send is logged, not thrown: a test that passed must not hide one.
    expect(app.log.lines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('sends the sign-in mail from the board, with no Reply-To, linking only to PUBLIC_URL', async () => {
    const signup = await new TestClient(app.callback).post('/api/auth/local/signup', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@church.test',
      password: 'correct horse battery staple',
    });
    expect(signup.status).toBe(201);

    expect(await worker.runOnce()).toBeGreaterThan(0);

    const message = await onlyMessage('ada@church.test', VERIFY_SUBJECT);
    await expectBoardMessage(message);
    expect(message.ReplyTo).toEqual([]);
    expect(message.Text).toMatch(/https:\/\/jobs\.college\.test\/api\/auth\/local\/verify\?\S+/);
  });

  it('sends the student the status link, replying to the church, and the church the application, replying to the student', async () => {
    const { position } = await churchWithApprovedPosition(app);
    await worker.runOnce();
    await mailpitClient(mailpit?.apiUrl ?? '').clear();

    const receipt = await appliedFor(app, position.id, { studentEmail: 'ada@student.test' });
    expect(await worker.runOnce()).toBeGreaterThan(0);

    const confirmation = await onlyMessage(
      'ada@student.test',
      applicationReceivedSubject(position.title, 'Grace Community Church'),
    );
    await expectBoardMessage(confirmation);
    expect(confirmation.ReplyTo.map((to) => to.Address)).toEqual(['grace@church.test']);
    const statusPage = `${PUBLIC_URL}${appPaths.applicationStatus(receipt.statusToken)}`;
    expect(confirmation.Text).toContain(statusPage);
    expect(confirmation.HTML).toContain(`href="${statusPage}"`);

    const notice = await onlyMessage('grace@church.test', newApplicationSubject(position.title));
    await expectBoardMessage(notice);
    expect(notice.ReplyTo.map((to) => to.Address)).toEqual(['ada@student.test']);
    expect(notice.Text).toContain(`${PUBLIC_URL}${appPaths.churchApplication(receipt.id)}`);
  });
});
