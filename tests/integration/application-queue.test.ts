// The apply form's entry in the outbox, against the real server (in-process) with fake-indexeddb:
// built from the form's values with the resume's bytes, it arrives once with its resume; a resume
// the form already uploaded is not sent again; a position deleted or archived meanwhile leaves
// the application kept, readable and copyable, with the position's title.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ApplicationInput } from '../../shared/schemas/application';
import type { PositionWithCount } from '../../shared/types';
import { backdatePosition } from '../../server/testing/backdate';
import {
  adminClient,
  churchWithApprovedPosition,
  churchWithProfile,
  postedPosition,
} from '../../server/testing/fixtures';
import { TestClient } from '../../server/testing/http-client';
import { appPerTest } from '../../server/testing/per-test';
import {
  applicationAnswers,
  applicationOf,
  applicationText,
  applicationTitle,
  newApplicationEntry,
  positionClosed,
  type ChosenResume,
} from '../../web/offline/application-queue';
import { outcomeOf } from '../../web/offline/outbox-submit';
import { Outbox } from '../../web/offline/outbox';
import { OutboxDb } from '../../web/offline/outbox-db';
import type { Send } from '../../web/offline/outbox-delivery';
import { OutboxStore } from '../../web/offline/outbox-store';
import { applyFormValues } from './support/apply-form';
import { dbPerTest } from './support/db-per-test';
import { connection } from './support/in-process-send';

const PDF = new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer;
const POSITION = { title: 'Youth Pastor', churchName: 'Grace Community Church' };

const app = appPerTest();
const db = dbPerTest('application-queue-test', (name) => new OutboxDb(name));
let now: number;

function outboxFor(send: Send) {
  return new Outbox(new OutboxStore(db(), () => now), { send, now: () => now });
}

/** The apply form's values as the dialog validated them, with a two-line cover letter. */
function formValues(positionId: string): ApplicationInput {
  return applyFormValues(positionId, {
    coverLetter: 'I would love to serve.\nI led a youth camp.',
  });
}

const resume = (storedAddress?: string): ChosenResume => ({
  name: 'ada-resume.pdf',
  contentType: 'application/pdf',
  bytes: PDF.slice(0),
  ...(storedAddress ? { storedAddress } : {}),
});

async function applicants(church: TestClient, positionId: string) {
  const list = await church.get<{ id: string; studentName: string; resumeUrl: string | null }[]>(
    api.churchPositionApplications(positionId),
  );
  return list.body;
}

beforeEach(() => {
  now = Date.parse('2026-11-26T10:00:00Z');
});

describe('an application in the outbox', () => {
  it('goes out once with its resume, uploaded by the outbox', async () => {
    const { church, position } = await churchWithApprovedPosition(app);
    const net = connection(new TestClient(app.callback));
    const outbox = outboxFor(net.send);

    const entry = await outbox.enqueue(
      newApplicationEntry(formValues(position.id), POSITION, resume()),
    );
    expect(entry.file).toMatchObject({ kind: 'resume', name: 'ada-resume.pdf' });
    expect(entry.file?.storedAddress).toBeUndefined();
    expect(applicationOf(entry)?.input).not.toHaveProperty('resumeUrl');

    // Offline first: nothing arrives, the entry waits.
    net.failNext('POST', api.uploadResume, 'network');
    const offline = await outbox.flush();
    expect(outcomeOf(entry, offline, await outbox.store.get(entry.id)).type).toBe('queued');
    now += 2000; // the backoff

    const report = await outbox.flush();
    expect(outcomeOf(entry, report, await outbox.store.get(entry.id)).type).toBe('delivered');
    expect(await outbox.store.all()).toEqual([]);

    const [only, ...more] = await applicants(church, position.id);
    expect(more).toEqual([]);
    expect(only?.studentName).toBe('Ada Student');
    const file = await church.get(api.applicationResume(only?.id ?? ''));
    expect([200, 302]).toContain(file.status);
    const mine = await church.get<PositionWithCount[]>(api.churchPositions);
    expect(mine.body.find((p) => p.id === position.id)?.applicationCount).toBe(1);
  });

  it('does not upload again a resume the form already uploaded', async () => {
    const { church, position } = await churchWithApprovedPosition(app);
    const net = connection(new TestClient(app.callback));
    // The form uploads on choice (online), as in the spec.
    const address = await net.send(api.uploadResume, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ contentType: 'application/pdf', filename: 'a.pdf', size: 400 }),
    });
    const { url } = (await address.json()) as { url: string };
    const put = await net.send(url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: PDF.slice(0),
    });
    expect(put.ok).toBe(true);
    const stored = url.split('?')[0] ?? url;
    const before = net.requests.length;

    const outbox = outboxFor(net.send);
    const entry = await outbox.enqueue(
      newApplicationEntry(formValues(position.id), POSITION, resume(stored)),
    );
    const report = await outbox.flush();
    expect(outcomeOf(entry, report, await outbox.store.get(entry.id)).type).toBe('delivered');

    expect(net.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST ${api.applications}`,
    ]);
    expect((await applicants(church, position.id))[0]?.resumeUrl).toBe(stored);
  });

  it('is kept, with the position and everything written, when the position was deleted', async () => {
    const { church, position } = await churchWithApprovedPosition(app);
    const outbox = outboxFor(connection(new TestClient(app.callback)).send);
    const entry = await outbox.enqueue(
      newApplicationEntry(formValues(position.id), POSITION, resume()),
    );
    expect((await church.delete(api.position(position.id))).status).toBe(200);

    const report = await outbox.flush();
    const outcome = outcomeOf(entry, report, await outbox.store.get(entry.id));
    expect(outcome.type).toBe('rejected');
    const [kept] = await outbox.store.all();
    if (!kept) throw new Error('the application was not kept');
    expect(kept).toMatchObject({ state: 'rejected', lastProblem: { status: 404 } });
    expect(positionClosed(kept)).toBe(true);
    expect(applicationTitle(kept)).toBe('Youth Pastor');
    expect(applicationAnswers(kept)).toEqual([
      { label: 'Full Name', value: 'Ada Student' },
      { label: 'Email', value: 'ada@student.test' },
      { label: 'Phone Number', value: '555-123-4567' },
      { label: 'Major/Field of Study', value: 'Theology' },
      { label: 'Graduation Year', value: '2027' },
      { label: 'Resume', value: 'ada-resume.pdf' },
      { label: 'Cover Letter', value: 'I would love to serve.\nI led a youth camp.' },
    ]);
    expect(applicationText(kept)).toBe(
      [
        'Application for Youth Pastor at Grace Community Church',
        '',
        'Full Name: Ada Student',
        'Email: ada@student.test',
        'Phone Number: 555-123-4567',
        'Major/Field of Study: Theology',
        'Graduation Year: 2027',
        'Resume: ada-resume.pdf',
        'Cover Letter:\nI would love to serve.\nI led a youth camp.',
      ].join('\n'),
    );
  });

  it('is kept when the position was archived (410), and other entries still go out', async () => {
    const { client: church } = await churchWithProfile(app, 'grace@church.test');
    const admin = await adminClient(app);
    const old = await postedPosition(church, { title: 'Old Post' }, admin);
    const open = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const outbox = outboxFor(connection(new TestClient(app.callback)).send);
    const first = await outbox.enqueue(
      newApplicationEntry(formValues(old.id), { title: 'Old Post', churchName: null }, null),
    );
    const second = await outbox.enqueue(
      newApplicationEntry(formValues(open.id), { title: 'Worship Leader', churchName: null }, null),
    );
    await backdatePosition(app.store, old.id, 61, app.clock.now());
    expect((await admin.post<{ count: number }>(api.adminArchiveOld, { daysOld: 60 })).status).toBe(
      200,
    );

    const report = await outbox.flush();
    expect(outcomeOf(first, report, await outbox.store.get(first.id)).type).toBe('rejected');
    expect(outcomeOf(second, report, await outbox.store.get(second.id)).type).toBe('delivered');
    const [kept] = await outbox.store.all();
    expect(kept?.lastProblem).toMatchObject({
      status: 410,
      message: 'This position is no longer accepting applications.',
    });
    expect(kept && positionClosed(kept)).toBe(true);
    expect(kept && applicationText(kept)).toMatch(/^Application for Old Post\n/);
  });
});
