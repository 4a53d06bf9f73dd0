// Attack: hostile bodies on every write route. A property test (fast-check) sends random and
// hostile JSON, deep nesting past the limit, arrays near the body limit and prototype keys, each
// with a fresh Idempotency-Key: nothing may answer 5xx, and a refused request may change no table.
// The seed is fixed and printed; FC_SEED=<seed> replays a failure.
import fc from 'fast-check';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER } from '../shared/api-routes';
import { APPLICATION_NOTE_MAX_LENGTH, DECLINE_MESSAGE_MAX_LENGTH } from '../shared/constants';
import type { ApplicationReceipt, Position } from '../shared/types';
import { STATUS_LINK_INVALID } from './applications/status-page.service';
import { STATUS_LINK_MISSES_PER_WINDOW } from './applications/status-page.routes';
import { ALREADY_APPLIED } from './applications/duplicate-application';
import { applicationAgainSubject } from './mail/application-messages';
import { DECLINE_FIRST, DECLINE_MESSAGE_ALREADY_SENT } from './applications/review.service';
import { JSON_BODY_LIMIT } from './app';
import { MAX_JSON_DEPTH } from './middleware/json-depth';
import { readTable, tableNames } from './store/sqlite/sqlite-store';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
  queuedMail,
  signedInUser,
} from './testing/fixtures';
import { TestClient } from './testing/http-client';
import { appRoutes, WRITE_METHODS } from './testing/routes';
import { createTestApp, type TestApp } from './testing/test-app';

const SEED = Number(process.env.FC_SEED ?? 7_120_2024);
const RUNS = Number(process.env.FC_RUNS ?? 40);
const BODY_LIMIT_BYTES = Number.parseInt(JSON_BODY_LIMIT, 10) * 1024;

type Caller = 'anonymous' | 'church' | 'admin' | 'leaving' | 'signing out';

let app: TestApp;
let clients: Record<Caller, TestClient>;
let position: Position;
/** An application to `position`, for the review routes. */
let applicationId: string;
/** Its status token. */
let statusToken: string;

/** A status token of the right shape that opens nothing. */
const FORGED_TOKEN = 'ForgedForgedForgedForgedForgedForgedForged';

beforeAll(async () => {
  console.log(
    `hostile input: fast-check seed ${SEED}, ${RUNS} runs per route (replay: FC_SEED=${SEED} npm run test:security)`,
  );
  app = await createTestApp();
  const admin = await adminClient(app);
  const church = await churchWithProfile(app, 'grace@church.test');
  position = await postedPosition(church.client, {}, admin);
  const applied = await new TestClient(app.callback).post<ApplicationReceipt>(
    '/api/applications',
    applicationFor(position.id),
  );
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${applied.text}`);
  applicationId = applied.body.id;
  statusToken = applied.body.statusToken;
  // Account deletion and sign-out end their caller's session: they get a person of their own.
  const leaving = (await signedInUser(app, 'leaving@person.test')).client;
  const signingOut = (await signedInUser(app, 'signing-out@person.test')).client;
  clients = {
    anonymous: new TestClient(app.callback),
    church: church.client,
    admin,
    leaving,
    'signing out': signingOut,
  };
});
afterAll(async () => {
  await app.close();
});

/**
 * Every table, read straight from SQLite, so a new table (users, sessions, tokens, mail, uploads...)
 * is covered without a change here.
 */
async function snapshot(): Promise<Record<string, unknown[]>> {
  // The stored files too (directories made on first use are not a change): a refused upload may
  // leave nothing behind.
  const uploads = path.join(app.dataDir, 'uploads');
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []);
  const tables: Record<string, unknown[]> = {
    'files on disk': entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
      .sort(),
  };
  for (const table of await tableNames(app.store)) {
    // A refused keyed request's answer is stored on purpose: a retry with the same key gets the
    // same answer instead of being applied (DESIGN.md, the outbox protocol), with the records it
    // names (docs/decisions/0030-erasure.md).
    if (table === 'idempotency_keys' || table === 'idempotency_about') continue;
    tables[table] = await readTable(app.store, table);
  }
  return tables;
}

/** Nothing reached Object.prototype (or Array's). */
function expectNoPollution(): void {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.role).toBeUndefined();
  expect(probe.approved).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  expect(([] as unknown as Record<string, unknown>).polluted).toBeUndefined();
}

const FIELDS = [
  'positionId',
  'studentName',
  'studentEmail',
  'studentPhone',
  'studentMajor',
  'studentGraduationYear',
  'resumeUrl',
  'coverLetter',
  'homepage',
  'title',
  'description',
  'positionType',
  'employmentType',
  'contactEmail',
  'churchProfileId',
  'jobDescriptionUrl',
  'churchName',
  'location',
  'website',
  'logoUrl',
  'userId',
  'role',
  'daysOld',
  'contentType',
  'filename',
  'size',
  'email',
  'password',
  'token',
  'reason',
  'status',
  'text',
  'message',
  'applicationEmails',
  'declineTemplate',
  '__proto__',
  'constructor',
  'prototype',
  '$where',
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const hostileValue = fc.oneof(
  fc.string(),
  fc.constant({ $gt: '' }),
  fc.constant({ $ne: null }),
  fc.constant({ $where: 'sleep(1000)' }),
  fc.constant("'; DROP TABLE positions; --"),
  fc.constant('<script>alert(1)</script>'),
  fc.constant('../../../etc/passwd'),
  fc.constant('http://127.0.0.1/api/uploads/resumes/../../x.pdf'),
  fc.string({ minLength: 1000, maxLength: 30_000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** What goes on the wire, and whether the depth and key guard must refuse it. */
interface HostileBody {
  kind: 'random' | 'deep' | 'huge array' | 'prototype key';
  text: string;
}

const randomBody: fc.Arbitrary<HostileBody> = fc
  .oneof(
    fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 12 }),
    fc.jsonValue({ maxDepth: 4 }),
  )
  .map((value) => ({ kind: 'random', text: JSON.stringify(value) ?? 'null' }));

/** Nesting past the limit, up to thousands deep, bare or under a field. Built as text: JSON.stringify recurses. */
const deepBody: fc.Arbitrary<HostileBody> = fc
  .record({
    depth: fc.oneof(
      fc.integer({ min: MAX_JSON_DEPTH + 1, max: MAX_JSON_DEPTH + 10 }),
      fc.integer({ min: 1_000, max: 40_000 }),
    ),
    shape: fc.constantFrom('array', 'object', 'mixed'),
    field: fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
  })
  .map(({ depth, shape, field }) => {
    const open = (i: number) =>
      shape === 'array' || (shape === 'mixed' && i % 2 === 0) ? '[' : '{"a":';
    const close = (i: number) =>
      shape === 'array' || (shape === 'mixed' && i % 2 === 0) ? ']' : '}';
    const opens: string[] = [];
    const closes: string[] = [];
    for (let i = 0; i < depth; i += 1) {
      opens.push(open(i));
      closes.push(close(depth - 1 - i));
    }
    const nested = `${opens.join('')}1${closes.join('')}`;
    return { kind: 'deep', text: field ? `{${JSON.stringify(field)}:${nested}}` : nested };
  });

/** Arrays whose text lands just under or just over the body limit. */
const hugeArrayBody: fc.Arbitrary<HostileBody> = fc
  .record({
    bytes: fc.integer({ min: BODY_LIMIT_BYTES - 4_096, max: BODY_LIMIT_BYTES + 4_096 }),
    item: fc.constantFrom('0', 'null', '""', '{}', '[]', '"x"'),
    field: fc.option(fc.constantFrom(...FIELDS), { nil: undefined }),
  })
  .map(({ bytes, item, field }) => {
    const count = Math.max(1, Math.floor(bytes / (item.length + 1)));
    const array = `[${new Array<string>(count).fill(item).join(',')}]`;
    return {
      kind: 'huge array',
      text: field ? `{${JSON.stringify(field)}:${array}}` : array,
    };
  });

/** A prototype key on its own, beside fields, or deep inside them; with a payload that would pollute. */
const protoKeyBody = (valid: () => Record<string, unknown>): fc.Arbitrary<HostileBody> =>
  fc
    .record({
      key: fc.constantFrom(...PROTO_KEYS),
      where: fc.constantFrom('alone', 'beside valid fields', 'inside an array'),
    })
    .map(({ key, where }) => {
      const payload =
        key === 'constructor'
          ? '{"prototype":{"polluted":true,"role":"admin","approved":true}}'
          : '{"polluted":true,"role":"admin","approved":true}';
      const member = `${JSON.stringify(key)}:${payload}`;
      const fields = JSON.stringify(valid()).slice(1, -1);
      const text =
        where === 'alone'
          ? `{${member}}`
          : where === 'beside valid fields'
            ? `{${fields ? `${fields},` : ''}${member}}`
            : `{${fields ? `${fields},` : ''}"list":[{${member}}]}`;
      return { kind: 'prototype key', text };
    });

/** A concrete request for one declared write route, with the body a valid call would send. */
interface WriteRoute {
  /** The route as its router declares it. */
  route: string;
  path: () => string | Promise<string>;
  as: Caller;
  /** The type the body is sent as: JSON unless the route takes files. */
  contentType?: string;
  valid: () => Record<string, unknown>;
}

const hostileIds = ['%24gt', '%7B%22%24ne%22%3Anull%7D', '..%2F..%2Fetc', '__proto__'];

const WRITES: WriteRoute[] = [
  {
    route: 'POST /api/applications',
    path: () => '/api/applications',
    as: 'anonymous',
    valid: () => applicationFor(position.id),
  },
  {
    route: 'POST /api/positions',
    path: () => '/api/positions',
    as: 'church',
    valid: () => ({ title: 'Youth Pastor', description: LONG_DESCRIPTION }),
  },
  {
    route: 'DELETE /api/positions/:id',
    path: () => `/api/positions/${hostileIds[0]}`,
    as: 'church',
    valid: () => ({}),
  },
  {
    // Without If-Match: a body that passes the form's checks still changes nothing (428).
    route: 'PUT /api/positions/:id',
    path: () => api.position(position.id),
    as: 'church',
    valid: () => ({ title: 'Youth Pastor', description: LONG_DESCRIPTION }),
  },
  {
    route: 'POST /api/positions/:id/close',
    path: () => api.positionClose(position.id),
    as: 'church',
    valid: () => ({ reason: 'sideways' }),
  },
  {
    // The position is open: the body is not read, and the answer is 409.
    route: 'POST /api/positions/:id/reopen',
    path: () => api.positionReopen(position.id),
    as: 'church',
    valid: () => ({}),
  },
  {
    route: 'POST /api/positions/:id/duplicate',
    path: () => api.positionDuplicate(hostileIds[0] ?? ''),
    as: 'church',
    valid: () => ({}),
  },
  {
    route: 'POST /api/keep-open/:token',
    path: () => api.keepOpen(`${hostileIds[2] ?? ''}~0~${'A'.repeat(43)}`),
    as: 'anonymous',
    valid: () => ({}),
  },
  {
    route: 'POST /api/admin/positions/:id/decline',
    path: () => api.adminDecline(hostileIds[1] ?? ''),
    as: 'admin',
    valid: () => ({ reason: 'incomplete', note: null }),
  },
  {
    route: 'POST /api/admin/positions/bulk-approve',
    path: () => api.adminBulkApprove,
    as: 'admin',
    valid: () => ({ positions: hostileIds.map((id) => ({ id, version: 1 })) }),
  },
  {
    route: 'PUT /api/church/applications/:id/status',
    path: () => `/api/church/applications/${applicationId}/status`,
    as: 'church',
    valid: () => ({ status: 'contacted' }),
  },
  {
    route: 'POST /api/church/applications/:id/notes',
    path: () => `/api/church/applications/${applicationId}/notes`,
    as: 'church',
    valid: () => ({ text: 'Strong cover letter.' }),
  },
  {
    // The application is new: even a valid message is refused (422) and nothing is sent.
    route: 'POST /api/church/applications/:id/decline-message',
    path: () => api.churchApplicationDeclineMessage(applicationId),
    as: 'church',
    valid: () => ({ message: 'Dear Ada, thank you for applying.' }),
  },
  {
    route: 'DELETE /api/application-status/:token',
    path: () => api.applicationStatus(FORGED_TOKEN),
    as: 'anonymous',
    valid: () => ({}),
  },
  {
    route: 'DELETE /api/church/applications/:id/notes/:noteId',
    path: () => `/api/church/applications/${applicationId}/notes/${hostileIds[3]}`,
    as: 'church',
    valid: () => ({}),
  },
  {
    route: 'POST /api/church/profile',
    path: () => '/api/church/profile',
    as: 'church',
    valid: () => ({ churchName: 'Grace', location: 'Springfield' }),
  },
  {
    route: 'PUT /api/church/profile',
    path: () => '/api/church/profile',
    as: 'church',
    valid: () => ({ churchName: 'Grace', location: 'Springfield' }),
  },
  {
    route: 'POST /api/auth/select-role',
    path: () => '/api/auth/select-role',
    as: 'church',
    valid: () => ({ role: 'church' }),
  },
  {
    route: 'POST /api/admin/archive-old',
    path: () => '/api/admin/archive-old',
    as: 'admin',
    valid: () => ({ daysOld: 60 }),
  },
  {
    route: 'POST /api/admin/positions/:id/approve',
    path: () => `/api/admin/positions/${hostileIds[1]}/approve`,
    as: 'admin',
    valid: () => ({}),
  },
  {
    route: 'DELETE /api/admin/positions/:id',
    path: () => `/api/admin/positions/${hostileIds[2]}`,
    as: 'admin',
    valid: () => ({ reason: 'Not a ministry position' }),
  },
  {
    route: 'POST /api/object-storage/resume',
    path: () => '/api/object-storage/resume',
    as: 'anonymous',
    valid: () => ({ filename: 'cv.pdf' }),
  },
  {
    route: 'POST /api/object-storage/job-description',
    path: () => '/api/object-storage/job-description',
    as: 'church',
    valid: () => ({ filename: 'jd.pdf' }),
  },
  {
    route: 'POST /api/auth/local/signup',
    path: () => '/api/auth/local/signup',
    as: 'anonymous',
    valid: () => ({
      firstName: 'Eve',
      lastName: 'Tester',
      email: 'eve@person.test',
      password: 'correct horse battery staple',
    }),
  },
  {
    route: 'POST /api/auth/local/login',
    path: () => '/api/auth/local/login',
    as: 'anonymous',
    valid: () => ({ email: 'grace@church.test', password: 'wrong password, surely' }),
  },
  {
    route: 'POST /api/auth/local/resend-verification',
    path: () => '/api/auth/local/resend-verification',
    as: 'church',
    valid: () => ({}),
  },
  {
    route: 'POST /api/auth/local/forgot',
    path: () => '/api/auth/local/forgot',
    as: 'anonymous',
    valid: () => ({ email: 'nobody@person.test' }),
  },
  {
    route: 'POST /api/auth/local/reset',
    path: () => '/api/auth/local/reset',
    as: 'anonymous',
    valid: () => ({ token: 'not-a-token', password: 'correct horse battery staple' }),
  },
  {
    route: 'POST /api/logout',
    path: () => '/api/logout',
    as: 'signing out',
    valid: () => ({}),
  },
  {
    route: 'DELETE /api/account',
    path: () => '/api/account',
    as: 'leaving',
    valid: () => ({}),
  },
  {
    // A real, fresh address: the hostile text must fail the file's content check and leave no file.
    route: 'PUT /api/uploads/:folder/:name',
    path: async () => {
      const target = await clients.anonymous.post<{ url: string }>(
        '/api/object-storage/resume',
        { filename: 'cv.pdf', contentType: 'application/pdf' },
        { remoteAddress: '10.251.0.1' },
      );
      return target.status === 200 ? target.body.url : `/api/uploads/resumes/${hostileIds[3]}`;
    },
    as: 'anonymous',
    contentType: 'application/pdf',
    valid: () => ({}),
  },
];

/** Bodies the app parses as JSON (DELETE bodies and file uploads are never parsed). */
const parsesJson = (write: WriteRoute) =>
  /^(POST|PUT) \/api\//.test(write.route) && !write.route.startsWith('PUT /api/uploads/');

let keyCounter = 0;

describe('attack: hostile JSON bodies', () => {
  it('the snapshot taken around each refusal covers every table and the stored files', async () => {
    const taken = await snapshot();
    expect(Object.keys(taken)).toEqual(
      expect.arrayContaining([
        'files on disk',
        'users',
        'sessions',
        'tokens',
        'mail_queue',
        'uploads',
        'church_profiles',
        'positions',
        'applications',
      ]),
    );
    expect(taken.users?.length).toBeGreaterThan(0);
    expect(taken.sessions?.length).toBeGreaterThan(0);
  });

  it('every write route of the routers has a hostile-input case', () => {
    const declared = appRoutes(app).filter((route) => WRITE_METHODS.has(route.split(' ')[0] ?? ''));
    const covered = new Set(WRITES.map((write) => write.route));
    expect(
      declared.filter((route) => !covered.has(route)),
      'write routes without a case in WRITES',
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !declared.includes(route)),
      'cases for routes that no longer exist',
    ).toEqual([]);
  });

  for (const write of WRITES) {
    it(`${write.route}: random, deep, huge and prototype-key bodies with an Idempotency-Key → never 5xx, refusals change no table`, async () => {
      const body = fc.oneof(
        { arbitrary: randomBody, weight: 4 },
        { arbitrary: deepBody, weight: 2 },
        { arbitrary: hugeArrayBody, weight: 1 },
        { arbitrary: protoKeyBody(write.valid), weight: 2 },
      );
      // Many different networks, so the rate limits do not hide the behaviour under test.
      const address = fc
        .tuple(fc.nat(250), fc.nat(250))
        .map(([a, b]) => `10.${String(a)}.${String(b)}.1`);
      await fc.assert(
        fc.asyncProperty(body, address, async (hostile, remoteAddress) => {
          const target = await write.path();
          const before = await snapshot();
          keyCounter += 1;
          const answer = await clients[write.as].request(write.route.split(' ')[0] ?? '', target, {
            raw: hostile.text,
            headers: {
              'content-type': write.contentType ?? 'application/json',
              'Idempotency-Key': `hostile-${String(keyCounter)}`,
            },
            remoteAddress,
          });
          expect(answer.status, `${hostile.kind}: ${answer.text}`).toBeLessThan(500);
          expectNoPollution();
          if (hostile.kind !== 'random' && hostile.kind !== 'huge array' && parsesJson(write)) {
            // Deep and prototype-key bodies never reach a route: 400, or 413 past the size limit.
            expect([400, 413], `${hostile.kind}: ${answer.text}`).toContain(answer.status);
          }
          if (answer.status >= 400) {
            expect(await snapshot()).toEqual(before);
            expect(typeof (answer.body as { message?: unknown }).message).toBe('string');
          }
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    });
  }
});

/** `depth` nested arrays as JSON text. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('attack: hostile JSON bodies, one by one', () => {
  it('POST /api/applications: 10,000-deep nesting with an Idempotency-Key → 400, nothing stored, no error logged', async () => {
    const before = await snapshot();
    const errorsBefore = app.log.lines.filter((line) => line.level === 'error').length;
    const res = await clients.anonymous.request('POST', '/api/applications', {
      raw: `{"positionId":${nestedArrays(10_000)}}`,
      headers: { 'content-type': 'application/json', 'Idempotency-Key': 'deep-application-1' },
      remoteAddress: '10.250.0.1',
    });
    expect(res.status, res.text).toBe(400);
    expect(res.body).toEqual({
      message: `The request body is nested too deeply (more than ${String(MAX_JSON_DEPTH)} levels)`,
    });
    expect(await readTable(app.store, 'idempotency_keys')).not.toContainEqual(
      expect.objectContaining({ key: 'deep-application-1' }),
    );
    expect(await snapshot()).toEqual(before);
    expect(app.log.lines.filter((line) => line.level === 'error')).toHaveLength(errorsBefore);
  });

  for (const write of WRITES.filter(parsesJson)) {
    it(`${write.route}: 100,000-deep nesting with an Idempotency-Key → 400 before the route runs`, async () => {
      const before = await snapshot();
      const res = await clients.anonymous.request(
        write.route.split(' ')[0] ?? '',
        await write.path(),
        {
          raw: nestedArrays(100_000),
          headers: {
            'content-type': 'application/json',
            'Idempotency-Key': `deep-${write.route}`.replace(/[^\w.:-]/g, '-'),
          },
          remoteAddress: '10.250.0.2',
        },
      );
      expect(res.status, res.text).toBe(400);
      expect((res.body as { message: string }).message).toMatch(/nested too deeply/);
      expect(await snapshot()).toEqual(before);
    });
  }

  for (const key of PROTO_KEYS) {
    for (const write of WRITES.filter(parsesJson)) {
      it(`${write.route}: a valid body with the key ${key} → 400, nothing stored, Object.prototype untouched`, async () => {
        const before = await snapshot();
        const payload =
          key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true };
        const text = `${JSON.stringify(write.valid()).slice(0, -1).replace(/^\{$/, '{"_":1')},${JSON.stringify(key)}:${JSON.stringify(payload)}}`;
        const res = await clients[write.as].request(
          write.route.split(' ')[0] ?? '',
          await write.path(),
          {
            raw: text,
            headers: { 'content-type': 'application/json' },
            remoteAddress: '10.250.0.3',
          },
        );
        expect(res.status, res.text).toBe(400);
        expectNoPollution();
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  it('POST /api/applications: a deep body refused under a key, then the corrected body under the same key → 400, then 201', async () => {
    const headers = { 'content-type': 'application/json', 'Idempotency-Key': 'deep-then-fixed' };
    const deep = await clients.anonymous.request('POST', '/api/applications', {
      raw: `{"positionId":${nestedArrays(5_000)}}`,
      headers,
      remoteAddress: '10.250.0.4',
    });
    expect(deep.status).toBe(400);
    const fixed = await clients.anonymous.request('POST', '/api/applications', {
      raw: JSON.stringify(applicationFor(position.id, { studentEmail: 'deep@student.test' })),
      headers,
      remoteAddress: '10.250.0.4',
    });
    expect(fixed.status, fixed.text).toBe(201);
  });

  it('malformed JSON → 400 and an oversized body → 413, nothing stored', async () => {
    const before = await snapshot();
    const bad = await clients.anonymous.request('POST', '/api/applications', {
      raw: '{"studentName": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'The request body is not valid JSON' });
    const huge = await clients.church.request('POST', '/api/positions', {
      raw: JSON.stringify({ title: 'Big', description: 'x'.repeat(400_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
    expect(await snapshot()).toEqual(before);
  });

  it('PUT …/status with an unknown status → 400 naming the field, nothing changed', async () => {
    const before = await snapshot();
    for (const status of ['archived', 'PENDING', '', null, { $ne: 'pending' }, ['hired']]) {
      const res = await clients.church.put<{ errors?: Record<string, string[]> }>(
        api.churchApplicationStatus(applicationId),
        { status },
      );
      expect(res.status, JSON.stringify(status)).toBe(400);
      expect(res.body.errors?.status).toBeDefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('POST …/notes over its length → 400, nothing stored', async () => {
    const before = await snapshot();
    const res = await clients.church.post<{ errors?: Record<string, string[]> }>(
      api.churchApplicationNotes(applicationId),
      { text: 'n'.repeat(APPLICATION_NOTE_MAX_LENGTH + 1) },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors?.text).toBeDefined();
    expect(await snapshot()).toEqual(before);
  });

  it('POST …/decline-message too long → 400, and before the decline → 422; nothing queued', async () => {
    const before = await snapshot();
    const long = await clients.church.post<{ errors?: Record<string, string[]> }>(
      api.churchApplicationDeclineMessage(applicationId),
      { message: 'm'.repeat(DECLINE_MESSAGE_MAX_LENGTH + 1) },
    );
    expect(long.status).toBe(400);
    expect(long.body.errors?.message).toBeDefined();
    const early = await clients.church.post(api.churchApplicationDeclineMessage(applicationId), {
      message: 'Dear Ada, thank you for applying.',
    });
    expect(early.status).toBe(422);
    expect(early.body).toEqual({ message: DECLINE_FIRST });
    expect(await snapshot()).toEqual(before);
  });

  it('an e-mail address carrying a header (Reply-To comes from it) → 400 naming the field, nothing stored or queued', async () => {
    const before = await snapshot();
    const injected = [
      'ada@student.test\r\nBcc: everyone@evil.test',
      'ada@student.test\nReply-To: x@evil.test',
      'ada@student.test, boss@evil.test',
      'Ada <ada@student.test>',
    ];
    for (const studentEmail of injected) {
      const res = await clients.anonymous.post<{ errors?: Record<string, string[]> }>(
        '/api/applications',
        applicationFor(position.id, { studentEmail }),
      );
      expect(res.status, JSON.stringify(studentEmail)).toBe(400);
      expect(res.body.errors?.studentEmail).toBeDefined();
    }
    for (const contactEmail of injected) {
      const res = await clients.church.post<{ errors?: Record<string, string[]> }>(
        '/api/positions',
        {
          title: 'Youth Pastor',
          description: 'd'.repeat(60),
          contactEmail,
        },
      );
      expect(res.status, JSON.stringify(contactEmail)).toBe(400);
      expect(res.body.errors?.contactEmail).toBeDefined();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('POST …/approve with a hostile If-Match → 400, 412 or 428, never approved', async () => {
    const pending = await postedPosition(clients.church, { title: 'Pending review' });
    const before = await snapshot();
    const cases: [string | undefined, number][] = [
      [undefined, 428],
      ['*', 400],
      ['v1', 400],
      ['"v1", "v2"', 400],
      ['"v-1"', 400],
      ['"v1e3"', 400],
      ['"v１"', 400],
      [`"v${'9'.repeat(400)}"`, 400],
      ['{"$gt":""}', 400],
      ['"v0"', 412],
      ['"v999999999999999"', 412],
    ];
    for (const [ifMatch, status] of cases) {
      const res = await clients.admin.post(api.adminApprove(pending.id), undefined, {
        headers: ifMatch === undefined ? {} : { [IF_MATCH_HEADER]: ifMatch },
      });
      expect(res.status, String(ifMatch)).toBe(status);
      expect(typeof (res.body as { message?: unknown }).message).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('POST …/bulk-approve with hostile versions or ids → 400, nothing approved', async () => {
    const pending = await postedPosition(clients.church, { title: 'Pending bulk review' });
    const before = await snapshot();
    const hostile = [
      '{"positions":[{"id":"ID"}]}',
      '{"positions":[{"id":"ID","version":"1"}]}',
      '{"positions":[{"id":"ID","version":{"$gt":0}}]}',
      '{"positions":[{"id":"ID","version":1.5}]}',
      '{"positions":[{"id":"ID","version":-1}]}',
      '{"positions":[{"id":"ID","version":0}]}',
      '{"positions":[{"id":"ID","version":1e300}]}',
      '{"positions":[{"id":"ID","version":9007199254740993}]}',
      '{"positions":[{"id":"ID","version":null}]}',
      '{"positions":[{"id":"ID","version":[1]}]}',
      '{"positions":[{"id":{"$ne":null},"version":1}]}',
      '{"positions":["ID"]}',
      '{"ids":["ID"]}',
    ];
    for (const raw of hostile) {
      const res = await clients.admin.request('POST', api.adminBulkApprove, {
        raw: raw.replaceAll('ID', pending.id),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, raw).toBe(400);
      expect(typeof (res.body as { message?: unknown }).message).toBe('string');
    }
    expect(await snapshot()).toEqual(before);
  });

  it("GET …/applications.csv of another church's position → 403 without a line of it", async () => {
    const other = await churchWithProfile(app, 'other-csv@church.test', {
      churchName: 'Other Church',
    });
    const before = await snapshot();
    const res = await other.client.get(api.churchPositionApplicationsCsv(position.id));
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.text).not.toContain('ada@student.test');
    expect(res.text).not.toContain('Ada Student');
    expect(await snapshot()).toEqual(before);
  });

  it("POST /api/applications: someone else's address typed again and again, in other cases, from many networks → the same 409 each time, one e-mail a day, nothing else stored", async () => {
    const again = applicationAgainSubject(position.title, 'Grace Community Church');
    const mailAgain = async () =>
      (await readTable(app.store, 'mail_queue')).filter((mail) => mail.subject === again);
    const sentBefore = (await mailAgain()).length;
    const answers = new Set<string>();
    let afterFirst: Record<string, unknown[]> | undefined;
    for (const [index, studentEmail] of [
      'ada@student.test',
      'ADA@student.test',
      'Ada@Student.Test',
      'ada@STUDENT.TEST',
      'aDa@student.test',
    ].entries()) {
      const res = await clients.anonymous.request('POST', '/api/applications', {
        body: applicationFor(position.id, {
          studentEmail,
          studentName: 'Someone Else',
          coverLetter: 'Click here: https://evil.test',
        }),
        headers: { 'Idempotency-Key': `flood-${String(index)}` },
        remoteAddress: `10.251.${String(index)}.1`,
      });
      expect(res.status, res.text).toBe(409);
      answers.add(res.text);
      // The first refusal of the day queues the one e-mail and marks when; then nothing changes.
      if (afterFirst) expect(await snapshot()).toEqual(afterFirst);
      afterFirst ??= await snapshot();
    }
    expect([...answers]).toEqual([
      JSON.stringify({ message: ALREADY_APPLIED, code: 'already-applied' }),
    ]);
    const sent = await mailAgain();
    expect(sent.length - sentBefore).toBeLessThanOrEqual(1);
    // What the sender typed never reaches the inbox of the address they typed.
    for (const mail of sent) {
      expect(String(mail.text)).not.toContain('Someone Else');
      expect(String(mail.text)).not.toContain('evil.test');
    }
    expect(
      (await app.store.applications.listByPosition(position.id)).filter(
        (application) => application.studentEmail.toLowerCase() === 'ada@student.test',
      ),
    ).toHaveLength(1);
  });

  it('a forged, altered or guessed status token → 404 on every status-link route, nothing changed', async () => {
    const before = await snapshot();
    const altered = `${statusToken.slice(0, -1)}${statusToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [FORGED_TOKEN, altered, applicationId, '%24gt', '..%2F..%2Fetc']) {
      for (const [method, path] of [
        ['GET', api.applicationStatus(token)],
        ['GET', api.applicationStatusResume(token)],
        ['DELETE', api.applicationStatus(token)],
      ] as const) {
        const res = await clients.anonymous.request(method, path, { remoteAddress: '10.250.0.9' });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ message: STATUS_LINK_INVALID });
      }
    }
    expect(await snapshot()).toEqual(before);
    // The real token still works.
    expect((await clients.anonymous.get(api.applicationStatus(statusToken))).status).toBe(200);
  });

  it('a church using the decline message as a relay: 5,000 characters → 400, then one short message per applicant, quoted under its name', async () => {
    const relay = await clients.anonymous.post<ApplicationReceipt>(
      '/api/applications',
      applicationFor(position.id, { studentEmail: 'relay-target@student.test' }),
    );
    expect(relay.status).toBe(201);
    const decline = await clients.church.put(api.churchApplicationStatus(relay.body.id), {
      status: 'declined',
    });
    expect(decline.status).toBe(200);
    const words = 'Your college account is suspended, verify at https://evil.test/verify';
    const sent: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      const res = await clients.church.post(
        api.churchApplicationDeclineMessage(relay.body.id),
        { message: `${words} `.repeat(80).slice(0, 5000) },
        { headers: { 'Idempotency-Key': `relay-long-${String(i)}` } },
      );
      sent.push(res.status);
    }
    expect(new Set(sent)).toEqual(new Set([400]));
    for (let i = 0; i < 15; i += 1) {
      const res = await clients.church.post(
        api.churchApplicationDeclineMessage(relay.body.id),
        { message: `${words}\r\nSubject: Urgent\r\n\r\n${String(i)}` },
        { headers: { 'Idempotency-Key': `relay-short-${String(i)}` } },
      );
      expect(res.status).toBe(i === 0 ? 202 : 422);
      if (i > 0) expect(res.body).toEqual({ message: DECLINE_MESSAGE_ALREADY_SENT });
    }
    const mail = await queuedMail(app, 'relay-target@student.test');
    const declineMail = mail.filter((message) => message.text.includes(words));
    expect(declineMail).toHaveLength(1);
    const [message] = declineMail;
    expect(message?.subject).toBe(
      `Your application for ${position.title} at Grace Community Church`,
    );
    expect(message?.text).toContain(`> ${words}\n> Subject: Urgent\n>\n> 0\n`);
    expect(message?.text).toContain('Grace Community Church wrote the message above;');
  });

  it('a flood of guessed status tokens from one address → 429 past the limit, while a real link from it still opens; nothing changed', async () => {
    const campus = '10.250.0.33';
    const before = await snapshot();
    const answers: number[] = [];
    for (let i = 0; i < STATUS_LINK_MISSES_PER_WINDOW + 5; i += 1) {
      const guess = `${FORGED_TOKEN.slice(0, -2)}${String(i).padStart(2, '0')}`;
      const res = await clients.anonymous.request('GET', api.applicationStatus(guess), {
        remoteAddress: campus,
      });
      answers.push(res.status);
    }
    expect(answers.slice(0, STATUS_LINK_MISSES_PER_WINDOW)).toEqual(
      Array<number>(STATUS_LINK_MISSES_PER_WINDOW).fill(404),
    );
    expect(answers.slice(STATUS_LINK_MISSES_PER_WINDOW)).toEqual([429, 429, 429, 429, 429]);
    expect(await snapshot()).toEqual(before);
    const real = await clients.anonymous.request('GET', api.applicationStatus(statusToken), {
      remoteAddress: campus,
    });
    expect(real.status).toBe(200);
  });

  it('an unknown /api route → JSON 404', async () => {
    const res = await clients.anonymous.get<{ message: string }>('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /api/no-such-thing');
  });

  it('a write from another site (Origin or Sec-Fetch-Site) → 403', async () => {
    const res = await clients.church.post(
      '/api/positions',
      { title: 'x' },
      { headers: { Origin: 'https://evil.test' } },
    );
    expect(res.status).toBe(403);
    const own = await clients.church.post(
      '/api/positions',
      { title: 'x' },
      { headers: { Origin: 'http://localhost:80' } },
    );
    expect(own.status).toBe(400);
    const fetchSite = await clients.church.post(
      '/api/positions',
      { title: 'x' },
      { headers: { 'Sec-Fetch-Site': 'cross-site' } },
    );
    expect(fetchSite.status).toBe(403);
  });
});
