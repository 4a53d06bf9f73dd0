// The outbox delivers each write exactly once or shows it refused, whatever the connection and the
// server do meanwhile (docs/decisions/0035-outbox-fault-model.md). A generated run queues
// applications (some with a resume, some first tried from memory and then queued under the same
// key, as the apply dialog does), edits of a church's position (If-Match from the version the
// church last read plus its queued writes, as the edit page does), status moves and notes; flushes
// them from the tab, the service worker or both at once over the same IndexedDB; lets time pass;
// has the church's other device edit the position; and meets each request with a generated fault.
// Then the faults stop, the outbox is flushed until nothing is left to send, and the server's store
// is compared with what the outbox says became of each write.
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IF_MATCH_HEADER, api, ifMatchValue } from '../../shared/api-routes';
import { positionDataOf } from '../../shared/position-fields';
import type { PositionData } from '../../shared/schemas/position';
import type { ApplicationStatus, ChurchPosition, Position } from '../../shared/types';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  LONG_DESCRIPTION,
  PASSWORD,
  postedPosition,
} from '../../server/testing/fixtures';
import type { TestClient } from '../../server/testing/http-client';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { newApplicationEntry } from '../../web/offline/application-queue';
import { pendingChurchEdits } from '../../web/offline/church-queue';
import { expectedVersion } from '../../web/offline/church-position-writes';
import { defaultLockRunner, Outbox, type FlushReport } from '../../web/offline/outbox';
import { OutboxDb, type OutboxEntry } from '../../web/offline/outbox-db';
import { OutboxStore } from '../../web/offline/outbox-store';
import { applyFormValues } from './support/apply-form';
import {
  clientOf,
  FaultPlan,
  faultySend,
  restartableServer,
  type Fault,
  type RecordedAnswer,
  type RestartableServer,
} from './support/fault-injection';
import { connection } from './support/in-process-send';
import {
  checkApplications,
  checkEdits,
  checkReview,
  fateOf,
  REVIEWED_EMAIL,
  STUDENTS,
  type Made,
  type Write,
} from './support/outbox-fates';

/** 1,000 by default; OUTBOX_PROPERTY_RUNS for a longer run, OUTBOX_PROPERTY_SEED to replay one. */
const RUNS = Number(process.env.OUTBOX_PROPERTY_RUNS ?? 1000);
const SEED = process.env.OUTBOX_PROPERTY_SEED
  ? Number(process.env.OUTBOX_PROPERTY_SEED)
  : Math.floor(Math.random() * 2 ** 31);

/** OUTBOX_PROPERTY_PATH (with the seed) replays the shrunk counterexample a failure printed. */
const PATH = process.env.OUTBOX_PROPERTY_PATH;

/**
 * A low application limit, so runs with several applications meet the server's real limiter (429
 * with Retry-After) too; a restart forgets it. Uploads are not capped: orphaned uploads of earlier
 * runs would otherwise make later runs differ.
 */
const ENV = { APPLICATION_RATE_LIMIT: '3', LOG_REQUESTS: 'false', UPLOAD_MB_PER_HOUR: '1000000' };

/**
 * Every run starts at this instant, with a position and client addresses of its own (so the
 * per-address limits start afresh) and emptied outbox databases: runs do not see each other.
 */
const START = Date.parse('2026-11-26T10:00:00Z');

const STATUSES: readonly ApplicationStatus[] = ['reviewed', 'contacted', 'declined', 'hired'];
const PDF = new TextEncoder().encode('%PDF-1.4\n% a resume\n'.padEnd(400, ' ')).buffer;

// ---------------------------------------------------------------------------------------------
// What a run is made of.

type Step =
  | { step: 'write'; write: Write }
  | { step: 'flush'; device: 'student' | 'church'; by: 'tab' | 'worker' | 'both' }
  | { step: 'wait'; seconds: number }
  | { step: 'other-device-edit' }
  | { step: 'church-reads' }
  | { step: 'restart' };

interface Run {
  /** 'web-locks': one flush at a time across tab and worker; 'none': the Node fallback, no guard. */
  locks: 'web-locks' | 'none';
  steps: Step[];
  faults: Fault[];
}

const writeArb: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('apply' as const),
      student: fc.integer({ min: 0, max: STUDENTS - 1 }),
      resume: fc.boolean(),
      fromMemoryFirst: fc.boolean(),
    }),
  },
  { weight: 3, arbitrary: fc.constant({ type: 'edit' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('status' as const),
      status: fc.constantFrom(...STATUSES),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ type: 'note' as const }) },
);

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: writeArb.map((write) => ({ step: 'write' as const, write })) },
  {
    weight: 4,
    arbitrary: fc.record({
      step: fc.constant('flush' as const),
      device: fc.constantFrom('student' as const, 'church' as const),
      by: fc.constantFrom('tab' as const, 'worker' as const, 'both' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      step: fc.constant('wait' as const),
      seconds: fc.integer({ min: 1, max: 120 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ step: 'other-device-edit' as const }) },
  { weight: 1, arbitrary: fc.constant({ step: 'church-reads' as const }) },
  { weight: 1, arbitrary: fc.constant({ step: 'restart' as const }) },
);

const faultArb: fc.Arbitrary<Fault> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({ kind: 'none' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'drop' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'lose-answer' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'server-error' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('too-many' as const),
      retryAfterSeconds: fc.integer({ min: 1, max: 900 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'duplicate' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'crash-after-commit' as const }) },
);

/** Any mix of writes, steps and faults. */
const mixedRunArb: fc.Arbitrary<Run> = fc.record({
  locks: fc.constantFrom('web-locks' as const, 'none' as const),
  steps: fc.array(stepArb, { minLength: 1, maxLength: 8 }),
  faults: fc.array(faultArb, { maxLength: 8 }),
});

/**
 * Applications with a resume flushed by tab and worker at once with nothing between them, answers
 * lost: the narrow path where both upload the same entry's file. Rare in the mix, so sought here.
 */
const racingUploadsArb: fc.Arbitrary<Run> = fc.record({
  locks: fc.constant('none' as const),
  steps: fc.array(
    fc.oneof(
      fc
        .record({
          student: fc.integer({ min: 0, max: STUDENTS - 1 }),
          fromMemoryFirst: fc.boolean(),
        })
        .map(({ student, fromMemoryFirst }) => ({
          step: 'write' as const,
          write: { type: 'apply' as const, student, resume: true, fromMemoryFirst },
        })),
      fc.constant({ step: 'flush' as const, device: 'student' as const, by: 'both' as const }),
      fc.constant({ step: 'wait' as const, seconds: 100 }),
    ),
    { minLength: 1, maxLength: 8 },
  ),
  faults: fc.array(
    fc.constantFrom<Fault>(
      { kind: 'none' },
      { kind: 'lose-answer' },
      { kind: 'crash-after-commit' },
      { kind: 'duplicate' },
    ),
    { maxLength: 12 },
  ),
});

const runArb: fc.Arbitrary<Run> = fc.oneof(
  { weight: 4, arbitrary: mixedRunArb },
  { weight: 1, arbitrary: racingUploadsArb },
);

// ---------------------------------------------------------------------------------------------
// The world shared by all runs: one store, one church, one admin, the devices' databases.

let base: TestApp;
let server: RestartableServer;
let church: TestClient;
let churchId: string;
let otherDevice: TestClient;
let admin: TestClient;
let churchProfileId: string;
/** A position's text, as the church first wrote it: each run's position starts from it. */
let template: PositionData;
let runCount = 0;
const studentDbs: OutboxDb[] = [];
const churchDbs: OutboxDb[] = [];
/** Every answer the server recorded under an Idempotency-Key, in the order writes finished. */
let recorded: RecordedAnswer[] = [];

const now = () => base.clock.now().getTime();

/** The tab's and the worker's outbox over one device's database, as outbox-instance.ts makes them. */
function deviceOutboxes(
  dbs: OutboxDb[],
  client: TestClient,
  plan: FaultPlan,
  locks: Run['locks'],
): [Outbox, Outbox] {
  const shared = defaultLockRunner();
  const faulty = faultySend(connection(client).send, plan, server);
  return dbs.map(
    (db) =>
      new Outbox(new OutboxStore(db, now), {
        send: faulty,
        now,
        // In a browser both hold the same Web Lock; Node has no navigator.locks, so 'none' is
        // what the fallback gives two contexts: nothing but the Idempotency-Key between them.
        lock: locks === 'web-locks' ? shared : defaultLockRunner(),
      }),
  ) as [Outbox, Outbox];
}

async function clear(dbs: OutboxDb[]) {
  await dbs[0]?.entries.clear();
}

// ---------------------------------------------------------------------------------------------
// One run.

/** Figures over all runs, printed with the seed: which faults and outcomes the runs met. */
const seen = {
  runs: 0,
  delivered: 0,
  refused412: 0,
  refused409: 0,
  fromMemory: 0,
  concurrentFlushes: 0,
  restarts: 0,
  faults: {} as Record<string, number>,
};

async function runOnce(run: Run): Promise<void> {
  base.clock.set(new Date(START));
  const plan = new FaultPlan(run.faults);
  const startsBefore = server.starts;
  // Addresses of this run's own: the server's per-address limits start afresh, as if restarted.
  const runNumber = (runCount += 1);
  const address = (net: number) => `10.${net}.${(runNumber >> 8) & 255}.${runNumber & 255}`;
  const student = clientOf(server, address(1));

  // The position and the application under review, made in the store: setting up is not under test.
  const created = await server.store.positions.create(churchProfileId, {
    ...template,
    title: `Youth Pastor ${runNumber}`,
  });
  const approved = await server.store.positions.approve(created.id, created.version);
  if (!approved) throw new Error('the position should be approved');
  const position: Position = approved;
  let reviewedId: string | undefined;
  /** The application the church reviews, sent on first need by another student. */
  const reviewed = async () => {
    if (reviewedId) return reviewedId;
    const sent = await clientOf(server, address(2)).post<{ id: string }>(
      api.applications,
      applicationFor(position.id, { studentEmail: REVIEWED_EMAIL, studentName: 'First' }),
    );
    expect(sent.status).toBe(201);
    reviewedId = sent.body.id;
    return reviewedId;
  };
  const startVersion = position.version;
  let knownVersion = startVersion;
  const text = positionDataOf(position);

  const students = deviceOutboxes(studentDbs, student, plan, run.locks);
  const churchDevice = deviceOutboxes(churchDbs, church, plan, run.locks);
  const made: Made[] = [];
  const delivered = new Set<string>();
  const otherKeys: string[] = [];

  const note = (report: FlushReport) => {
    for (const { entry } of report.delivered) delivered.add(entry.id);
  };
  const flush = async (outbox: Outbox) => note(await outbox.flush());

  for (const step of run.steps) {
    switch (step.step) {
      case 'write':
        made.push(await write(step.write, made.length));
        break;
      case 'flush': {
        const [tab, worker] = step.device === 'student' ? students : churchDevice;
        if (step.by === 'tab') await flush(tab);
        else if (step.by === 'worker') await flush(worker);
        else {
          seen.concurrentFlushes += 1;
          await Promise.all([flush(tab), flush(worker)]);
        }
        break;
      }
      case 'wait':
        base.clock.advance(step.seconds * 1000);
        break;
      case 'other-device-edit': {
        const current = await otherDevice.get<ChurchPosition>(api.churchPosition(position.id));
        const key = `other-${crypto.randomUUID()}`;
        otherKeys.push(key);
        const edited = await otherDevice.put(
          api.position(position.id),
          { ...text, description: `Other device ${otherKeys.length}. ${LONG_DESCRIPTION}` },
          {
            headers: {
              [IF_MATCH_HEADER]: ifMatchValue(current.body.version),
              [IDEMPOTENCY_HEADER]: key,
            },
          },
        );
        expect(edited.status).toBe(200);
        break;
      }
      case 'church-reads': {
        const read = await church.get<ChurchPosition>(api.churchPosition(position.id));
        knownVersion = read.body.version;
        break;
      }
      case 'restart':
        await server.restart();
        break;
    }
  }

  async function write(w: Write, index: number): Promise<Made> {
    switch (w.type) {
      case 'apply': {
        const email = `student${w.student}@student.test`;
        const entry = newApplicationEntry(
          applyFormValues(position.id, {
            studentEmail: email,
            studentName: `Student ${w.student}`,
          }),
          { title: position.title, churchName: 'Grace Community Church' },
          w.resume
            ? { name: 'resume.pdf', contentType: 'application/pdf', bytes: PDF.slice(0) }
            : null,
        );
        const [tab] = students;
        const label = `application ${index} (${email})`;
        if (!w.fromMemoryFirst) {
          const queued = await tab.enqueue(entry);
          return {
            label,
            write: w,
            device: 'student',
            key: queued.idempotencyKey,
            entryId: queued.id,
            email,
          };
        }
        // The device could not store it: one attempt from memory, as send-application.ts makes.
        // When that attempt could not tell, the student sends again and this time it is stored:
        // the same draft, so the same key and upload (the same entry sent twice).
        seen.fromMemory += 1;
        const draft = tab.store.draft(entry);
        const outcome = await tab.deliverUnstored(draft);
        const made: Made = { label, write: w, device: 'student', key: draft.idempotencyKey, email };
        if (outcome.type === 'delivered') return { ...made, fromMemory: 'delivered' };
        if (outcome.type === 'rejected') {
          return { ...made, fromMemory: 'rejected', memoryProblem: outcome.problem };
        }
        const queued = await tab.enqueue(draft);
        return { ...made, fromMemory: 'retry', entryId: queued.id };
      }
      case 'edit': {
        const [tab] = churchDevice;
        const writes = pendingChurchEdits(await tab.store.all()).positionWrites.get(position.id);
        const description = `Edit ${index} from this device. ${LONG_DESCRIPTION}`;
        const queued = await tab.enqueue({
          operation: {
            kind: 'position-edit',
            positionId: position.id,
            title: position.title,
            // As the edit page does: the version read, plus this device's writes still queued.
            version: expectedVersion({ version: knownVersion }, writes),
            input: { ...text, description },
          },
          ownerId: churchId,
        });
        return {
          label: `edit ${index}`,
          write: w,
          device: 'church',
          key: queued.idempotencyKey,
          entryId: queued.id,
          text: description,
        };
      }
      case 'status':
      case 'note': {
        const [tab] = churchDevice;
        const target = {
          applicationId: await reviewed(),
          positionId: position.id,
          studentName: 'First',
        };
        const noteText = `Note ${index}`;
        const queued = await tab.enqueue({
          operation:
            w.type === 'status'
              ? { kind: 'application-status', status: w.status, ...target }
              : { kind: 'application-note', text: noteText, ...target },
          ownerId: churchId,
        });
        return {
          label: w.type === 'status' ? `status ${index} (${w.status})` : `note ${index}`,
          write: w,
          device: 'church',
          key: queued.idempotencyKey,
          entryId: queued.id,
          ...(w.type === 'note' ? { text: noteText } : {}),
        };
      }
    }
  }

  // The faults stop; the outbox is flushed (by the tab, when its backoff ends) until it is quiet.
  plan.stop();
  for (const fault of plan.met) seen.faults[fault.fault] = (seen.faults[fault.fault] ?? 0) + 1;
  await quiesce(students[0], churchDevice[0], note);
  seen.restarts += server.starts - startsBefore;

  const entries = new Map<string, OutboxEntry>();
  for (const entry of [...(await students[0].store.all()), ...(await churchDevice[0].store.all())])
    entries.set(entry.id, entry);
  for (const entry of entries.values()) {
    expect(entry.state, `an entry still waits after the flush: ${entry.operation.kind}`).toBe(
      'rejected',
    );
  }

  const fates = new Map(made.map((m) => [m, fateOf(m, entries, delivered)] as const));
  for (const [m, fate] of fates) {
    expect(fate, `${m.label} vanished without being applied`).not.toMatchObject({ fate: 'lost' });
    if (fate.fate === 'delivered') seen.delivered += 1;
    if (fate.fate === 'refused' && fate.problem.status === 412) seen.refused412 += 1;
    if (fate.fate === 'refused' && fate.problem.status === 409) seen.refused409 += 1;
  }
  await checkApplications(server.store, position.id, made, fates);
  await checkEdits(server.store, position.id, startVersion, made, fates, otherKeys, recorded);
  if (reviewedId) await checkReview(server.store, reviewedId, made, fates);
  seen.runs += 1;
}

/** Flushes until nothing is left to send, moving the clock to each backoff's end. */
async function quiesce(
  studentTab: Outbox,
  churchTab: Outbox,
  note: (report: FlushReport) => void,
): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    let retryAt = Infinity;
    for (const outbox of [studentTab, churchTab]) {
      const report = await outbox.flush();
      note(report);
      expect(report.stoppedBy, 'the church is signed in throughout').not.toBe('sign-in');
      if (report.retryAt !== undefined) retryAt = Math.min(retryAt, report.retryAt);
    }
    if (retryAt === Infinity) return;
    base.clock.set(new Date(Math.max(now(), retryAt)));
  }
  throw new Error('the outbox did not settle within 50 flushes after the faults stopped');
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  base = await createTestApp({ env: ENV });
  server = await restartableServer(base, ENV, (answer) => recorded.push(answer));
  const live: TestApp = { ...server.current, callback: server.handler, store: server.store };
  const grace = await churchWithProfile(live, 'grace@church.test');
  church = grace.client;
  churchId = grace.user.id;
  admin = await adminClient(live);
  otherDevice = clientOf(server);
  const login = await otherDevice.post(api.localLogin, {
    email: 'grace@church.test',
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  churchProfileId = grace.profile.id;
  template = positionDataOf(await postedPosition(church, {}, admin));
  studentDbs.push(new OutboxDb('outbox-property-student'), new OutboxDb('outbox-property-student'));
  churchDbs.push(new OutboxDb('outbox-property-church'), new OutboxDb('outbox-property-church'));
});

afterAll(async () => {
  for (const db of [...studentDbs, ...churchDbs]) db.close();
  await server.close();
  await base.close();
});

describe('the outbox under faults', () => {
  it('applies every queued write exactly once, or shows it refused, and loses none', async () => {
    const details = await fc.check(
      fc.asyncProperty(runArb, async (run) => {
        recorded = [];
        try {
          await runOnce(run);
        } finally {
          await clear(studentDbs);
          await clear(churchDbs);
        }
      }),
      { numRuns: RUNS, seed: SEED, ...(PATH ? { path: PATH, endOnFailure: true } : {}) },
    );
    console.log(`outbox property: ${details.numRuns} runs, seed ${details.seed}`);
    console.log(`outbox property seen: ${JSON.stringify(seen)}`);
    if (details.failed) {
      const replay = `OUTBOX_PROPERTY_SEED=${details.seed} OUTBOX_PROPERTY_PATH=${details.counterexamplePath}`;
      console.log(`outbox property FAILED, replay with ${replay}`);
      console.log(fc.defaultReportMessage(details));
      throw new Error(
        `outbox property failed (${replay}): ${String(details.errorInstance)}\n${fc.defaultReportMessage(details)}`,
      );
    }
  }, 600_000);
});
