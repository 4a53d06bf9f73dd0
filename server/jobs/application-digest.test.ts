// The daily summary: one e-mail per church and recipient address with every application waiting
// for it, then none again; once a day however many instances run.
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../shared/app-paths';
import { dateText } from '../../shared/dates';
import { applicationDigestSubject } from '../mail/application-messages';
import {
  adminClient,
  appliedFor,
  churchWithProfile,
  postedPosition,
  isSetupMail,
  queuedMail,
} from '../testing/fixtures';
import { memoryLogger } from '../testing/test-app';
import { appPerTest, madeBeforeEach } from '../testing/per-test';
import { sendApplicationDigests } from './application-digest';
import { runDueJobs } from './scheduler';

const DAY = 24 * 60 * 60 * 1000;

const app = appPerTest();
const daily = madeBeforeEach(async () => {
  const admin = await adminClient(app);
  const church = (
    await churchWithProfile(app, 'daily@church.test', {
      churchName: 'Daily Chapel',
      applicationEmails: 'daily',
    })
  ).client;
  return {
    admin,
    church,
    /** Without a contact e-mail: its summary goes to the account. */
    plain: await postedPosition(church, { title: 'Organist' }, admin),
    /** With a contact e-mail: its summary goes there. */
    contact: await postedPosition(
      church,
      { title: 'Youth Pastor', contactEmail: 'youth@daily.test' },
      admin,
    ),
  };
});

/** What is queued for `to` besides the sign-up's verification message. */
async function mailTo(to: string) {
  return (await queuedMail(app, to)).filter((message) => !isSetupMail(message));
}

/** Runs the job at a moment after everything above was stored (the store stamps with real time). */
function digestsLater() {
  app.clock.set(new Date(Date.now() + 60_000));
  return sendApplicationDigests(app.deps);
}

describe('the daily summary of applications', () => {
  it('sends one e-mail per recipient, listing name, position, day and link, then nothing again', async () => {
    const first = await appliedFor(app, daily.plain.id, { studentName: 'Ada Student' });
    const second = await appliedFor(app, daily.plain.id, {
      studentName: 'Bo Student',
      studentEmail: 'bo@student.test',
    });
    const third = await appliedFor(app, daily.contact.id, {
      studentName: 'Cy Student',
      studentEmail: 'cy@student.test',
    });
    expect(await mailTo('daily@church.test')).toEqual([]);

    expect(await digestsLater()).toEqual({ sent: 2, applications: 3 });
    const [toAccount, ...moreToAccount] = await mailTo('daily@church.test');
    const [toContact, ...moreToContact] = await mailTo('youth@daily.test');
    expect([moreToAccount, moreToContact]).toEqual([[], []]);
    expect(toAccount?.subject).toBe(applicationDigestSubject('Daily Chapel', 2));
    expect(toAccount?.subject).toBe('Daily Chapel: 2 new applications');
    expect(toContact?.subject).toBe('Daily Chapel: 1 new application');
    const base = app.deps.config.appUrl;
    for (const [receipt, name] of [
      [first, 'Ada Student'],
      [second, 'Bo Student'],
    ] as const) {
      expect(toAccount?.text).toContain(
        `- ${name} applied for Organist on ${dateText(receipt.createdAt, 'UTC')}\n  ${base}${appPaths.churchApplication(receipt.id)}`,
      );
      expect(toAccount?.html).toContain(`href="${base}${appPaths.churchApplication(receipt.id)}"`);
    }
    expect(toAccount?.text.indexOf('Ada Student')).toBeLessThan(
      toAccount?.text.indexOf('Bo Student') ?? 0,
    );
    expect(toContact?.text).toContain(`Cy Student applied for Youth Pastor`);
    expect(toContact?.text).toContain(`${base}${appPaths.churchApplication(third.id)}`);
    expect(toContact?.text).not.toContain('Ada Student');
    expect(toAccount?.text).toContain(`${base}${appPaths.churchProfile}`);

    // Marked: the next run has nothing to send.
    app.clock.advance(DAY);
    expect(await sendApplicationDigests(app.deps)).toEqual({ sent: 0, applications: 0 });
    expect(await mailTo('daily@church.test')).toHaveLength(1);
  });

  it('a church that switched back to an e-mail for each is not summarised', async () => {
    await appliedFor(app, daily.plain.id);
    await daily.church.put('/api/church/profile', {
      churchName: 'Daily Chapel',
      location: 'Springfield',
      applicationEmails: 'each',
    });
    expect(await digestsLater()).toEqual({ sent: 0, applications: 0 });
  });

  it('a summary that cannot be queued stays waiting for the next run', async () => {
    await appliedFor(app, daily.plain.id);
    app.clock.set(new Date(Date.now() + 60_000));
    const log = memoryLogger();
    const failing = {
      ...app.deps,
      log,
      mailer: { send: () => Promise.reject(new Error('queue down')) },
    };
    expect(await sendApplicationDigests(failing)).toEqual({ sent: 0, applications: 0 });
    expect(log.lines).toContainEqual(
      expect.objectContaining({ level: 'error', mail: 'application digest' }),
    );
    expect(JSON.stringify(log.lines)).not.toContain('Ada');
    expect(await sendApplicationDigests(app.deps)).toEqual({ sent: 1, applications: 1 });
  });

  it('runs once a day however many instances check at the same moment', async () => {
    await appliedFor(app, daily.plain.id);
    app.clock.set(new Date(Date.now() + 60_000));
    const [a, b] = await Promise.all([runDueJobs(app.deps), runDueJobs({ ...app.deps })]);
    expect(
      [a['application-digest'], b['application-digest']].filter((n) => n !== undefined),
    ).toEqual([1]);
    expect(await mailTo('daily@church.test')).toHaveLength(1);
    await appliedFor(app, daily.plain.id, { studentEmail: 'late@student.test' });
    app.clock.advance(60_000);
    expect((await runDueJobs(app.deps))['application-digest']).toBeUndefined();
    app.clock.advance(DAY);
    expect((await runDueJobs(app.deps))['application-digest']).toBe(1);
    expect(await mailTo('daily@church.test')).toHaveLength(2);
  });
});
