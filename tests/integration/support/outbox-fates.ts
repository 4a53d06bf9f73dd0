// What became of each write of an outbox property run (tests/integration/outbox-exactly-once.test.ts),
// from the outbox alone, and whether the server's store agrees: delivered and applied exactly once,
// or refused, shown to its owner and not in effect; never gone without a trace
// (docs/decisions/0035-outbox-fault-model.md).
import { expect } from 'vitest';
import { ALREADY_APPLIED_CODE } from '../../../shared/retryable-statuses';
import type { ApplicationStatus, ChurchPosition } from '../../../shared/types';
import type { Store } from '../../../server/store/port';
import type { OutboxEntry, OutboxProblem } from '../../../web/offline/outbox-db';
import type { RecordedAnswer } from './fault-injection';

/** How many students apply in a run; student n writes from studentn@student.test. */
export const STUDENTS = 3;

/** The e-mail of the student whose application the church reviews. */
export const REVIEWED_EMAIL = 'first@student.test';

/** A write a run queues. */
export type Write =
  | { type: 'apply'; student: number; resume: boolean; fromMemoryFirst: boolean }
  | { type: 'edit' }
  | { type: 'status'; status: ApplicationStatus }
  | { type: 'note' };

/** A write the run made, and what the outbox (or the form, from memory) says became of it. */
export interface Made {
  label: string;
  write: Write;
  device: 'student' | 'church';
  /** Its Idempotency-Key as first sent. */
  key: string;
  /** The outbox entry, when it was queued. */
  entryId?: string;
  email?: string;
  text?: string;
  /** Tried from memory first (the device could not store it): what that attempt said. */
  fromMemory?: 'delivered' | 'rejected' | 'retry';
  memoryProblem?: OutboxProblem;
}

/** Delivered, refused with the problem its owner is shown, or lost (what must never happen). */
export type Fate =
  | { fate: 'delivered' }
  | { fate: 'refused'; problem: OutboxProblem }
  | { fate: 'lost'; why: string };

/** What became of one write, from the outbox alone. */
export function fateOf(m: Made, entries: Map<string, OutboxEntry>, delivered: Set<string>): Fate {
  if (m.fromMemory === 'delivered') return { fate: 'delivered' };
  if (m.fromMemory === 'rejected') {
    return { fate: 'refused', problem: m.memoryProblem ?? { message: '' } };
  }
  const entry = m.entryId ? entries.get(m.entryId) : undefined;
  if (entry) {
    return entry.lastProblem
      ? { fate: 'refused', problem: entry.lastProblem }
      : { fate: 'lost', why: 'set aside without a problem' };
  }
  if (m.entryId && delivered.has(m.entryId)) return { fate: 'delivered' };
  return { fate: 'lost', why: 'gone from the outbox, never reported delivered' };
}

/** Each student's application is on the server once if one of their writes was delivered, else not. */
export async function checkApplications(
  store: Store,
  positionId: string,
  made: Made[],
  fates: Map<Made, Fate>,
) {
  const onServer = (await store.applications.listByPosition(positionId)).filter(
    (application) => application.studentEmail !== REVIEWED_EMAIL,
  );
  for (let s = 0; s < STUDENTS; s += 1) {
    const email = `student${s}@student.test`;
    const writes = made.filter((m) => m.email === email);
    const deliveredWrites = writes.filter((m) => fates.get(m)?.fate === 'delivered');
    const stored = onServer.filter((application) => application.studentEmail === email);
    expect(deliveredWrites.length, `${email}: writes delivered`).toBeLessThanOrEqual(1);
    expect(stored.length, `${email}: applications on the server`).toBe(deliveredWrites.length);
    const [first] = deliveredWrites;
    if (first?.write.type === 'apply' && stored[0]) {
      expect(Boolean(stored[0].resumeUrl), `${email}: resume kept`).toBe(first.write.resume);
    }
    for (const m of writes) {
      const fate = fates.get(m);
      if (fate?.fate !== 'refused') continue;
      // The one refusal an application meets here: this student's other application came first.
      expect(fate.problem, `${m.label} refused`).toMatchObject({
        status: 409,
        code: ALREADY_APPLIED_CODE,
      });
      expect(stored, `${m.label} refused as a second application`).toHaveLength(1);
    }
  }
}

/**
 * The position's edits: each delivered edit committed once, each refused one never (412, with the
 * position as it is now), the version counts the commits, and the text is the last commit's.
 */
export async function checkEdits(
  store: Store,
  positionId: string,
  startVersion: number,
  made: Made[],
  fates: Map<Made, Fate>,
  otherKeys: string[],
  runRecorded: RecordedAnswer[],
) {
  // Each edit that lands makes the next version; an answer at a version already made (a retry
  // finding its text in effect) applies nothing.
  const answers = runRecorded
    .filter((answer) => answer.scope.startsWith('position.edit:') && answer.status === 200)
    .map((answer) => ({ key: answer.key, position: JSON.parse(answer.body) as ChurchPosition }));
  const versions = new Map(answers.map((answer) => [answer.position.version, answer.position]));
  const versionsOf = (key: string) =>
    new Set(answers.filter((a) => a.key === key).map((a) => a.position.version));
  const newest = Math.max(startVersion, ...versions.keys());
  for (const key of otherKeys) expect(versionsOf(key).size, 'the other device').toBe(1);
  for (const m of made.filter((m) => m.write.type === 'edit')) {
    const fate = fates.get(m);
    const mine = versionsOf(m.key);
    if (fate?.fate === 'delivered') {
      expect(mine.size, `${m.label} delivered: applied once`).toBe(1);
    } else if (fate?.fate === 'refused') {
      // Refused means not in effect: never applied, or applied and then overwritten by a later
      // edit (a retry that cannot tell whether its first attempt landed meets that edit's version).
      expect(mine.size, `${m.label} refused: never applied twice`).toBeLessThanOrEqual(1);
      expect(mine.has(newest), `${m.label} refused but in effect`).toBe(false);
      expect(fate.problem.status, `${m.label} refused`).toBe(412);
      expect(fate.problem.current, `${m.label} refused with the position as it is`).toBeDefined();
    }
  }
  const stored = await store.positions.findById(positionId);
  expect(stored?.version, 'one version per edit applied').toBe(startVersion + versions.size);
  const last = versions.get(newest);
  if (last) {
    const revision = await store.positions.findRevision(positionId);
    expect(revision?.data.description, 'the text of the last edit applied').toBe(
      last.revision?.data.description,
    );
  }
}

/** Status moves in the order queued, each note once; nothing of the review refused. */
export async function checkReview(
  store: Store,
  applicationId: string,
  made: Made[],
  fates: Map<Made, Fate>,
) {
  const review = made.filter((m) => m.write.type === 'status' || m.write.type === 'note');
  for (const m of review) {
    expect(fates.get(m), `${m.label}`).toEqual({ fate: 'delivered' });
  }
  const expected: ApplicationStatus[] = ['pending'];
  for (const m of review) {
    if (m.write.type === 'status' && expected.at(-1) !== m.write.status)
      expected.push(m.write.status);
  }
  const history = await store.applications.statusHistory(applicationId);
  expect(
    history.map((change) => change.status),
    'status history',
  ).toEqual(expected);
  const notes = await store.applications.listNotes(applicationId);
  expect(notes.map((n) => n.text).sort(), 'notes').toEqual(
    review
      .filter((m) => m.write.type === 'note')
      .map((m) => m.text)
      .sort(),
  );
}
