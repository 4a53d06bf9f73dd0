// Attack: every route, called by the five kinds of caller, answers the status DESIGN.md
// "Authorisation" gives it, and never 5xx. The list of routes is read from the app's routers, so a
// route without a row (or a row for a route that is gone) fails the suite, naming the route.
// Each row runs against a fresh world, and callers go in an order where the one allowed to change
// state comes last, so a refused call can never hide behind an earlier deletion. The matrix is
// printed at the end.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../shared/api-routes';
import { DECLINE_MESSAGE_WINDOW_MS, DECLINE_MESSAGES_PER_WINDOW } from '../shared/constants';
import type { ApplicationReceipt, ChurchProfile, Position } from '../shared/types';
import { STATUS_LINK_MISSES_PER_WINDOW } from './applications/status-page.routes';
import { keepOpenToken } from './positions/keep-open-link';
import { pdfBytes } from './testing/test-documents';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  LONG_DESCRIPTION,
  PASSWORD,
  postedPosition,
  queuedMail,
  signedInUser,
} from './testing/fixtures';
import { TestClient } from './testing/http-client';
import { bareApplicationData } from './testing/store-fixtures';
import { appRoutes } from './testing/routes';
import { createTestApp, type TestApp } from './testing/test-app';

type Caller = 'anonymous' | 'no role' | 'church A' | 'church B' | 'admin';
const ORDER: Caller[] = ['anonymous', 'no role', 'church B', 'admin', 'church A'];
const COLUMNS: Caller[] = ['anonymous', 'no role', 'church A', 'church B', 'admin'];

const PDF = Buffer.from(pdfBytes(200));

interface World {
  app: TestApp;
  clients: Record<Caller, TestClient>;
  profileA: ChurchProfile;
  /** Approved and public, with a job description file. */
  approved: Position;
  /** Waiting for approval, with a job description file. */
  pending: Position;
  applicationId: string;
  /** The status token of that application (the student's capability). */
  statusToken: string;
  /** The status token of an application its student withdrew. */
  withdrawnToken: string;
  /** The resume upload address the application used: spent. */
  usedResumeAddress: string;
  /** The stored resume's address, without a download signature. */
  resumeFileUrl: string;
  /** The approved position's job description file. */
  jobDescriptionFileUrl: string;
}

/** Asks for an upload address as `client` and PUTs a small file to it; returns the address. */
async function uploaded(
  client: TestClient,
  kind: 'resume' | 'job-description',
  filename = kind === 'resume' ? 'cv.pdf' : 'jd.pdf',
): Promise<string> {
  const target = await client.post<{ url: string }>(`/api/object-storage/${kind}`, {
    filename,
    contentType: 'application/pdf',
    size: PDF.length,
  });
  if (target.status !== 200) throw new Error(`upload address: ${target.status} ${target.text}`);
  const put = await client.request('PUT', target.body.url, {
    raw: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  if (put.status !== 200) throw new Error(`upload: ${put.status} ${put.text}`);
  return target.body.url;
}

const withoutQuery = (url: string) => url.split('?')[0] ?? '';

/** A live position's id and the moment it went live, as its 'Keep open' link names them. */
function liveSince(position: Position): { id: string; approvedAt: string } {
  if (!position.approvedAt) throw new Error(`${position.title} is not live`);
  return { id: position.id, approvedAt: position.approvedAt };
}

async function world(): Promise<World> {
  const app = await createTestApp();
  const admin = await adminClient(app);
  const a = await churchWithProfile(app, 'a@church.test', { churchName: 'Church A' });
  const b = await churchWithProfile(app, 'b@church.test', { churchName: 'Church B' });
  const noRole = (await signedInUser(app, 'norole@person.test')).client;
  const anonymous = new TestClient(app.callback);
  const jobDescriptionFileUrl = withoutQuery(await uploaded(a.client, 'job-description'));
  const approved = await postedPosition(
    a.client,
    { title: 'Approved A', jobDescriptionUrl: jobDescriptionFileUrl },
    admin,
  );
  const pendingJd = withoutQuery(await uploaded(a.client, 'job-description'));
  const pending = await postedPosition(a.client, {
    title: 'Pending A',
    jobDescriptionUrl: pendingJd,
  });
  const usedResumeAddress = await uploaded(anonymous, 'resume');
  const applied = await anonymous.post<ApplicationReceipt>(
    '/api/applications',
    applicationFor(approved.id, { resumeUrl: withoutQuery(usedResumeAddress) }),
  );
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${applied.text}`);
  const withdrawn = await anonymous.post<ApplicationReceipt>(
    '/api/applications',
    applicationFor(approved.id, { studentEmail: 'withdrawn@student.test' }),
  );
  const withdrawal = await anonymous.delete(api.applicationStatus(withdrawn.body.statusToken));
  if (withdrawal.status !== 200) throw new Error(`withdraw: ${withdrawal.status}`);
  return {
    app,
    clients: { anonymous, 'no role': noRole, 'church A': a.client, 'church B': b.client, admin },
    profileA: a.profile,
    approved,
    pending,
    applicationId: applied.body.id,
    statusToken: applied.body.statusToken,
    withdrawnToken: withdrawn.body.statusToken,
    usedResumeAddress,
    resumeFileUrl: withoutQuery(usedResumeAddress),
    jobDescriptionFileUrl,
  };
}

interface RouteCase {
  /** The route as its router declares it: the matrix must have a row for each. */
  route: string;
  /** What this row calls, shown in the test name and the printed matrix. */
  label: string;
  path: (w: World) => string | Promise<string>;
  body?: (w: World) => unknown;
  /** A non-JSON body (file uploads). */
  raw?: { bytes: Buffer; contentType: string };
  /** Request headers (an edit's If-Match). */
  headers?: (w: World) => Record<string, string>;
  expect: Record<Caller, number>;
}

const row = (
  anonymous: number,
  noRole: number,
  a: number,
  b: number,
  admin: number,
): Record<Caller, number> => ({
  anonymous,
  'no role': noRole,
  'church A': a,
  'church B': b,
  admin,
});

const everyone = (status: number) => row(status, status, status, status, status);

const profileBody = { churchName: 'Renamed', location: 'Elsewhere' };

/** A fresh resume address for each caller: the signature, not the caller, is what allows the PUT. */
async function freshResumeAddress(w: World): Promise<string> {
  const target = await w.clients.anonymous.post<{ url: string }>('/api/object-storage/resume', {
    filename: 'cv.pdf',
    contentType: 'application/pdf',
    size: PDF.length,
  });
  return target.body.url;
}

/** A fresh note of church A on its application for each caller: deleting one leaves the next caller's. */
async function freshNoteAddress(w: World): Promise<string> {
  const note = await w.app.store.applications.addNote(
    w.applicationId,
    { authorId: w.profileA.userId, text: 'A note of church A' },
    w.app.clock.now(),
  );
  if (!note) throw new Error('no application to note');
  return `/api/church/applications/${w.applicationId}/notes/${note.id}`;
}

/** A token of the right shape that opens no application. */
const WRONG_TOKEN = 'wrongWrongWrongWrongWrongWrongWrongWrongWro';

/** A fresh application's status token for each caller: withdrawing one leaves the next caller's. */
async function freshStatusAddress(w: World): Promise<string> {
  const applied = await w.clients.anonymous.post<ApplicationReceipt>(
    '/api/applications',
    applicationFor(w.approved.id, { studentEmail: 'fresh@student.test' }),
  );
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${applied.text}`);
  return api.applicationStatus(applied.body.statusToken);
}

/** Church A's application, declined (as it must be before the church may write to its student). */
async function declinedApplicationAddress(w: World): Promise<string> {
  await w.app.store.applications.setStatus(w.applicationId, 'declined', w.app.clock.now());
  return api.churchApplicationDeclineMessage(w.applicationId);
}

/** The key church A changed its application's status with before the student withdrew it. */
const KEY_BEFORE_WITHDRAWAL = 'status-before-withdrawal';
const erasedOnce = new WeakSet<World>();

/**
 * Church A changes its application's status with an Idempotency-Key, then the student withdraws
 * it (once per world): every caller then sends that same key.
 */
async function statusKeyedThenWithdrawn(w: World): Promise<string> {
  const path = `/api/church/applications/${w.applicationId}/status`;
  if (!erasedOnce.has(w)) {
    erasedOnce.add(w);
    const changed = await w.clients['church A'].put(
      path,
      { status: 'contacted' },
      { headers: { 'Idempotency-Key': KEY_BEFORE_WITHDRAWAL } },
    );
    if (changed.status !== 200) throw new Error(`status: ${changed.status} ${changed.text}`);
    const withdrawn = await w.clients.anonymous.delete(api.applicationStatus(w.statusToken));
    if (withdrawn.status !== 200) throw new Error(`withdraw: ${withdrawn.status}`);
  }
  return path;
}

const DECLINE_BODY = { message: 'Dear Ada,\n\nThank you for applying. We chose someone else.' };

/** Church A's declined application, its one message already written. */
async function alreadyWrittenAddress(w: World): Promise<string> {
  const address = await declinedApplicationAddress(w);
  const at = w.app.clock.now();
  await w.app.store.applications.claimDeclineMessage(w.applicationId, at, {
    churchProfileId: w.profileA.id,
    since: new Date(at.getTime() - DECLINE_MESSAGE_WINDOW_MS),
    cap: DECLINE_MESSAGES_PER_WINDOW,
  });
  return address;
}

/** Church A's declined application, once church A wrote its hour's messages to other applicants. */
let overCapCalls = 0;

async function overCapAddress(w: World): Promise<string> {
  const at = w.app.clock.now();
  // Called once per caller: each call's applicants are new students (one application each).
  overCapCalls += 1;
  const cap = {
    churchProfileId: w.profileA.id,
    since: new Date(at.getTime() - DECLINE_MESSAGE_WINDOW_MS),
    cap: DECLINE_MESSAGES_PER_WINDOW,
  };
  for (let i = 0; i < DECLINE_MESSAGES_PER_WINDOW; i += 1) {
    const other = await w.app.store.applications.create(
      w.approved.id,
      bareApplicationData({
        studentEmail: `declined${String(i)}-${String(overCapCalls)}@student.test`,
      }),
    );
    await w.app.store.applications.setStatus(other.id, 'declined', at);
    await w.app.store.applications.claimDeclineMessage(other.id, at, cap);
  }
  return declinedApplicationAddress(w);
}

/**
 * More tokens that open nothing than the limit allows, from the callers' network (one campus
 * address); then `address`.
 */
function pastMissLimit(address: (w: World) => string | Promise<string>) {
  return async (w: World): Promise<string> => {
    for (let i = 0; i <= STATUS_LINK_MISSES_PER_WINDOW; i += 1) {
      await w.clients.anonymous.get(api.applicationStatus(WRONG_TOKEN));
    }
    return address(w);
  };
}

/** The same address with its signature's last character changed. */
function forged(address: string): string {
  const url = new URL(address, 'http://localhost');
  const signature = url.searchParams.get('sig');
  if (!signature) throw new Error(`no signature in ${address}`);
  url.searchParams.set('sig', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
  return `${url.pathname}${url.search}`;
}

const CASES: RouteCase[] = [
  {
    route: 'GET /healthz',
    label: '/healthz',
    path: () => '/healthz',
    expect: everyone(200),
  },
  {
    route: 'GET /readyz',
    label: '/readyz',
    path: () => '/readyz',
    expect: everyone(200),
  },
  {
    route: 'GET /robots.txt',
    label: '/robots.txt',
    path: () => '/robots.txt',
    expect: everyone(200),
  },
  {
    route: 'GET /sitemap.xml',
    label: '/sitemap.xml',
    path: () => '/sitemap.xml',
    expect: everyone(200),
  },
  {
    // The feeds: public, like the list they are made of.
    route: 'GET /feeds/positions.xml',
    label: '/feeds/positions.xml?type=part-time',
    path: () => '/feeds/positions.xml?type=part-time',
    expect: everyone(200),
  },
  {
    route: 'GET /feeds/positions.json',
    label: '/feeds/positions.json',
    path: () => '/feeds/positions.json',
    expect: everyone(200),
  },
  {
    route: 'GET /api/config',
    label: '/api/config',
    path: () => '/api/config',
    expect: everyone(200),
  },
  {
    route: 'GET /api/login',
    label: '/api/login',
    path: () => '/api/login',
    expect: everyone(302),
  },
  {
    route: 'GET /api/callback',
    label: '/api/callback?code=stolen&state=guessed',
    path: () => '/api/callback?code=stolen&state=guessed',
    expect: everyone(302),
  },
  {
    route: 'GET /api/logout',
    label: '/api/logout',
    path: () => '/api/logout',
    expect: everyone(302),
  },
  {
    route: 'POST /api/logout',
    label: '/api/logout',
    path: () => '/api/logout',
    expect: everyone(303),
  },
  {
    route: 'GET /api/auth/user',
    label: '/api/auth/user',
    path: () => '/api/auth/user',
    expect: row(401, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/auth/select-role',
    label: '/api/auth/select-role',
    path: () => '/api/auth/select-role',
    body: () => ({ role: 'church' }),
    expect: row(401, 200, 200, 200, 409),
  },
  {
    route: 'POST /api/auth/local/signup',
    label: '/api/auth/local/signup',
    path: () => '/api/auth/local/signup',
    body: () => ({
      firstName: 'New',
      lastName: 'Person',
      email: 'new@person.test',
      password: PASSWORD,
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/local/login',
    label: '/api/auth/local/login {no role person}',
    path: () => '/api/auth/local/login',
    body: () => ({ email: 'norole@person.test', password: PASSWORD }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/local/login',
    label: '/api/auth/local/login {wrong password}',
    path: () => '/api/auth/local/login',
    body: () => ({ email: 'a@church.test', password: 'not the password at all' }),
    expect: everyone(401),
  },
  {
    route: 'GET /api/auth/local/verify',
    label: '/api/auth/local/verify?token=forged',
    path: () => '/api/auth/local/verify?token=forged',
    expect: everyone(302),
  },
  {
    route: 'POST /api/auth/local/resend-verification',
    label: '/api/auth/local/resend-verification',
    path: () => '/api/auth/local/resend-verification',
    body: () => ({}),
    expect: row(401, 200, 200, 200, 200),
  },
  {
    route: 'POST /api/auth/local/forgot',
    label: '/api/auth/local/forgot {church A}',
    path: () => '/api/auth/local/forgot',
    body: () => ({ email: 'a@church.test' }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/local/reset',
    label: '/api/auth/local/reset {forged token}',
    path: () => '/api/auth/local/reset',
    body: () => ({ token: 'forged', password: 'a brand new password here' }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/positions',
    label: '/api/positions',
    path: () => '/api/positions',
    expect: everyone(200),
  },
  {
    route: 'GET /api/positions/sync',
    label: '/api/positions/sync',
    path: () => '/api/positions/sync',
    expect: everyone(200),
  },
  {
    route: 'GET /api/positions/sync',
    label: '/api/positions/sync?since={a cursor}',
    path: () => `/api/positions/sync?since=${String(Date.now())}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/positions/:id',
    label: '/api/positions/{approved}',
    path: (w) => `/api/positions/${w.approved.id}`,
    expect: everyone(200),
  },
  {
    route: 'GET /api/positions/:id',
    label: '/api/positions/{pending of A}',
    path: (w) => `/api/positions/${w.pending.id}`,
    expect: row(404, 404, 200, 404, 200),
  },
  {
    // Closed, it stays its church's and the admins' to see; anyone else is told it closed (410).
    route: 'GET /api/positions/:id',
    label: '/api/positions/{closed of A}',
    path: async (w) => {
      await w.app.store.positions.close(w.approved.id, 'filled');
      return `/api/positions/${w.approved.id}`;
    },
    expect: row(410, 410, 200, 410, 200),
  },
  {
    route: 'GET /api/positions/:id/job-description',
    label: '/api/positions/{approved}/job-description',
    path: (w) => `/api/positions/${w.approved.id}/job-description`,
    expect: everyone(302),
  },
  {
    route: 'GET /api/positions/:id/job-description',
    label: '/api/positions/{pending of A}/job-description',
    path: (w) => `/api/positions/${w.pending.id}/job-description`,
    expect: row(404, 404, 302, 404, 302),
  },
  {
    route: 'GET /api/positions/:id/job-description',
    label: '/api/positions/{approved of A, edit waiting}/job-description?edit=1',
    path: async (w) => {
      // Called once per caller: the edit is made the first time.
      if (await w.app.store.positions.findRevision(w.approved.id))
        return api.positionEditJobDescription(w.approved.id);
      const edited = await w.clients['church A'].request('PUT', api.position(w.approved.id), {
        headers: { [IF_MATCH_HEADER]: ifMatchValue(w.approved.version) },
        body: {
          title: 'Approved A',
          description: LONG_DESCRIPTION,
          jobDescriptionUrl: w.jobDescriptionFileUrl,
        },
      });
      if (edited.status !== 200) throw new Error(`edit: ${edited.status} ${edited.text}`);
      return api.positionEditJobDescription(w.approved.id);
    },
    expect: row(404, 404, 302, 404, 302),
  },
  {
    route: 'POST /api/positions',
    label: '/api/positions',
    path: () => '/api/positions',
    body: () => ({ title: 'New One', description: LONG_DESCRIPTION }),
    expect: row(401, 403, 201, 201, 403),
  },
  {
    route: 'DELETE /api/positions/:id',
    label: '/api/positions/{of A}',
    path: (w) => `/api/positions/${w.approved.id}`,
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'PUT /api/positions/:id',
    label: '/api/positions/{pending of A} If-Match',
    path: (w) => api.position(w.pending.id),
    headers: (w) => ({ [IF_MATCH_HEADER]: ifMatchValue(w.pending.version) }),
    body: () => ({ title: 'Pending A, edited', description: LONG_DESCRIPTION }),
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'POST /api/positions/:id/close',
    label: '/api/positions/{approved of A}/close',
    path: (w) => api.positionClose(w.approved.id),
    body: () => ({ reason: 'filled' }),
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'POST /api/positions/:id/reopen',
    label: '/api/positions/{closed of A}/reopen',
    path: async (w) => {
      await w.app.store.positions.close(w.approved.id, 'filled');
      return api.positionReopen(w.approved.id);
    },
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'POST /api/positions/:id/duplicate',
    label: '/api/positions/{approved of A}/duplicate',
    path: (w) => api.positionDuplicate(w.approved.id),
    expect: row(401, 403, 201, 403, 403),
  },
  {
    route: 'GET /api/keep-open/:token',
    label: '/api/keep-open/{token of approved A}',
    path: (w) => api.keepOpen(keepOpenToken(w.app.deps.config, liveSince(w.approved))),
    expect: everyone(200),
  },
  {
    route: 'GET /api/keep-open/:token',
    label: '/api/keep-open/{forged}',
    path: (w) => api.keepOpen(`${w.approved.id}~0~${'A'.repeat(43)}`),
    expect: everyone(410),
  },
  {
    // The link's holder may use it, once: whoever comes first (here the anonymous caller).
    route: 'POST /api/keep-open/:token',
    label: '/api/keep-open/{token of approved A}',
    path: (w) => api.keepOpen(keepOpenToken(w.app.deps.config, liveSince(w.approved))),
    expect: row(200, 410, 410, 410, 410),
  },
  {
    route: 'POST /api/applications',
    label: '/api/applications',
    path: () => '/api/applications',
    // Each caller is another student: one e-mail applies to a position once.
    body: (w) => applicationFor(w.approved.id, { studentEmail: `${randomUUID()}@student.test` }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/applications',
    label: '/api/applications {from the e-mail of the application to A, in capitals}',
    path: () => '/api/applications',
    body: (w) => applicationFor(w.approved.id, { studentEmail: 'ADA@STUDENT.TEST' }),
    expect: everyone(409),
  },
  {
    route: 'GET /api/applications/:id/resume',
    label: '/api/applications/{to A}/resume',
    path: (w) => `/api/applications/${w.applicationId}/resume`,
    expect: row(401, 403, 302, 403, 302),
  },
  {
    route: 'GET /api/application-status/:token',
    label: '/api/application-status/{token of the application}',
    path: (w) => api.applicationStatus(w.statusToken),
    expect: everyone(200),
  },
  {
    route: 'GET /api/application-status/:token',
    label: '/api/application-status/{wrong token}',
    path: () => api.applicationStatus(WRONG_TOKEN),
    expect: everyone(404),
  },
  {
    route: 'GET /api/application-status/:token',
    label: '/api/application-status/{token of a withdrawn application}',
    path: (w) => api.applicationStatus(w.withdrawnToken),
    expect: everyone(404),
  },
  {
    route: 'DELETE /api/application-status/:token',
    label: '/api/application-status/{token of a fresh application}',
    path: freshStatusAddress,
    expect: everyone(200),
  },
  {
    route: 'DELETE /api/application-status/:token',
    label: '/api/application-status/{wrong token}',
    path: () => api.applicationStatus(WRONG_TOKEN),
    expect: everyone(404),
  },
  {
    route: 'DELETE /api/application-status/:token',
    label: '/api/application-status/{token of a withdrawn application}',
    path: (w) => api.applicationStatus(w.withdrawnToken),
    expect: everyone(404),
  },
  {
    route: 'GET /api/application-status/:token',
    label: '/api/application-status/{token of the application, its network past the miss limit}',
    path: pastMissLimit((w) => api.applicationStatus(w.statusToken)),
    expect: everyone(200),
  },
  {
    route: 'GET /api/application-status/:token',
    label: '/api/application-status/{wrong token, its network past the miss limit}',
    path: pastMissLimit(() => api.applicationStatus(WRONG_TOKEN)),
    expect: everyone(429),
  },
  {
    route: 'DELETE /api/application-status/:token',
    label:
      '/api/application-status/{token of a fresh application, its network past the miss limit}',
    path: pastMissLimit(freshStatusAddress),
    expect: everyone(200),
  },
  {
    route: 'GET /api/application-status/:token/resume',
    label:
      '/api/application-status/{token of the application, its network past the miss limit}/resume',
    path: pastMissLimit((w) => api.applicationStatusResume(w.statusToken)),
    expect: everyone(302),
  },
  {
    route: 'GET /api/application-status/:token/resume',
    label: '/api/application-status/{token of the application}/resume',
    path: (w) => api.applicationStatusResume(w.statusToken),
    expect: everyone(302),
  },
  {
    route: 'GET /api/application-status/:token/resume',
    label: '/api/application-status/{wrong token}/resume',
    path: () => api.applicationStatusResume(WRONG_TOKEN),
    expect: everyone(404),
  },
  {
    route: 'GET /api/application-status/:token/resume',
    label: '/api/application-status/{token of a withdrawn application}/resume',
    path: (w) => api.applicationStatusResume(w.withdrawnToken),
    expect: everyone(404),
  },
  {
    route: 'GET /api/church/profile',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'POST /api/church/profile',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    body: () => profileBody,
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'PUT /api/church/profile',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    body: () => profileBody,
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/church/positions',
    label: '/api/church/positions',
    path: () => '/api/church/positions',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/church/positions/:id',
    label: '/api/church/positions/{of A}',
    path: (w) => api.churchPosition(w.approved.id),
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'GET /api/church/positions/:id/applications',
    label: '/api/church/positions/{of A}/applications',
    path: (w) => `/api/church/positions/${w.approved.id}/applications`,
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'GET /api/church/positions/:id/applications',
    label: '/api/church/positions/{of A}/applications?status=pending',
    path: (w) => `/api/church/positions/${w.approved.id}/applications?status=pending`,
    expect: row(401, 403, 200, 403, 403),
  },
  {
    route: 'GET /api/church/positions/:id/application-counts',
    label: '/api/church/positions/{of A}/application-counts',
    path: (w) => `/api/church/positions/${w.approved.id}/application-counts`,
    expect: row(401, 403, 200, 403, 200),
  },
  {
    route: 'GET /api/church/applications/:id',
    label: '/api/church/applications/{to A}',
    path: (w) => `/api/church/applications/${w.applicationId}`,
    expect: row(401, 403, 200, 403, 200),
  },
  {
    route: 'PUT /api/church/applications/:id/status',
    label: '/api/church/applications/{to A}/status',
    path: (w) => `/api/church/applications/${w.applicationId}/status`,
    body: () => ({ status: 'contacted' }),
    expect: row(401, 403, 200, 403, 200),
  },
  {
    // Church A's replay answers that the record is erased (410), never the student's data.
    route: 'PUT /api/church/applications/:id/status',
    label: '/api/church/applications/{withdrawn, to A}/status, a key A used before the withdrawal',
    path: statusKeyedThenWithdrawn,
    body: () => ({ status: 'contacted' }),
    headers: () => ({ 'Idempotency-Key': KEY_BEFORE_WITHDRAWAL }),
    expect: row(401, 403, 410, 404, 404),
  },
  {
    route: 'POST /api/church/applications/:id/notes',
    label: '/api/church/applications/{to A}/notes',
    path: (w) => `/api/church/applications/${w.applicationId}/notes`,
    body: () => ({ text: 'Strong cover letter.' }),
    expect: row(401, 403, 201, 403, 201),
  },
  {
    route: 'DELETE /api/church/applications/:id/notes/:noteId',
    label: '/api/church/applications/{to A}/notes/{fresh note of A}',
    path: freshNoteAddress,
    expect: row(401, 403, 200, 403, 200),
  },
  {
    route: 'POST /api/church/applications/:id/decline-message',
    label: '/api/church/applications/{declined, to A}/decline-message',
    path: declinedApplicationAddress,
    body: () => DECLINE_BODY,
    expect: row(401, 403, 202, 403, 403),
  },
  {
    route: 'POST /api/church/applications/:id/decline-message',
    label: '/api/church/applications/{declined, already written to, to A}/decline-message',
    path: alreadyWrittenAddress,
    body: () => DECLINE_BODY,
    expect: row(401, 403, 422, 403, 403),
  },
  {
    route: 'POST /api/church/applications/:id/decline-message',
    label: '/api/church/applications/{declined, to A, A at its hourly cap}/decline-message',
    path: overCapAddress,
    body: () => DECLINE_BODY,
    expect: row(401, 403, 429, 403, 403),
  },
  {
    route: 'POST /api/church/applications/:id/decline-message',
    label: '/api/church/applications/{new, to A}/decline-message',
    path: (w) => api.churchApplicationDeclineMessage(w.applicationId),
    body: () => DECLINE_BODY,
    expect: row(401, 403, 422, 403, 403),
  },
  {
    route: 'GET /api/church/positions/:id/applications.csv',
    label: '/api/church/positions/{of A}/applications.csv',
    path: (w) => api.churchPositionApplicationsCsv(w.approved.id),
    expect: row(401, 403, 200, 403, 200),
  },
  {
    route: 'GET /api/church/stats',
    label: '/api/church/stats',
    path: () => '/api/church/stats',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'GET /api/admin/positions',
    label: '/api/admin/positions',
    path: () => '/api/admin/positions',
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/admin/positions/:id/approve',
    label: '/api/admin/positions/{pending}/approve',
    path: (w) => `/api/admin/positions/${w.pending.id}/approve`,
    headers: (w) => ({ [IF_MATCH_HEADER]: ifMatchValue(w.pending.version) }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/admin/positions/:id/approve',
    label: '/api/admin/positions/{pending}/approve without If-Match',
    path: (w) => api.adminApprove(w.pending.id),
    expect: row(401, 403, 403, 403, 428),
  },
  {
    route: 'POST /api/admin/positions/:id/approve',
    label: '/api/admin/positions/{pending}/approve If-Match of another version',
    path: (w) => api.adminApprove(w.pending.id),
    headers: (w) => ({ [IF_MATCH_HEADER]: ifMatchValue(w.pending.version - 1) }),
    expect: row(401, 403, 403, 403, 412),
  },
  {
    route: 'POST /api/admin/positions/:id/decline',
    label: '/api/admin/positions/{pending}/decline',
    path: (w) => api.adminDecline(w.pending.id),
    body: () => ({ reason: 'incomplete', note: null }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/admin/positions/bulk-approve',
    label: '/api/admin/positions/bulk-approve {pending}',
    path: () => api.adminBulkApprove,
    body: (w) => ({ positions: [{ id: w.pending.id, version: w.pending.version }] }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/admin/positions/bulk-approve',
    label: '/api/admin/positions/bulk-approve {pending at another version}',
    path: () => api.adminBulkApprove,
    body: (w) => ({ positions: [{ id: w.pending.id, version: w.pending.version + 1 }] }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'GET /api/admin/audit-log',
    label: '/api/admin/audit-log',
    path: () => api.adminAuditLog,
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'DELETE /api/admin/positions/:id',
    label: '/api/admin/positions/{of A}',
    path: (w) => `/api/admin/positions/${w.approved.id}`,
    body: () => ({}),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/admin/archive-old',
    label: '/api/admin/archive-old',
    path: () => '/api/admin/archive-old',
    body: () => ({ daysOld: 60 }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    route: 'POST /api/object-storage/resume',
    label: '/api/object-storage/resume',
    path: () => '/api/object-storage/resume',
    body: () => ({ filename: 'cv.pdf' }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/object-storage/job-description',
    label: '/api/object-storage/job-description',
    path: () => '/api/object-storage/job-description',
    body: () => ({ filename: 'jd.pdf' }),
    expect: row(401, 403, 200, 200, 403),
  },
  {
    route: 'PUT /api/uploads/:folder/:name',
    label: '/api/uploads/{fresh resume address}',
    path: freshResumeAddress,
    raw: { bytes: PDF, contentType: 'application/pdf' },
    expect: everyone(200),
  },
  {
    route: 'PUT /api/uploads/:folder/:name',
    label: '/api/uploads/{address already used}',
    path: (w) => w.usedResumeAddress,
    raw: { bytes: PDF, contentType: 'application/pdf' },
    expect: everyone(409),
  },
  {
    route: 'PUT /api/uploads/:folder/:name',
    label: '/api/uploads/{forged signature}',
    path: async (w) => forged(await freshResumeAddress(w)),
    raw: { bytes: PDF, contentType: 'application/pdf' },
    expect: everyone(403),
  },
  {
    route: 'GET /api/uploads/:folder/:name',
    label: '/api/uploads/{job description of approved A}',
    path: (w) => w.jobDescriptionFileUrl,
    expect: everyone(200),
  },
  {
    route: 'GET /api/uploads/:folder/:name',
    label: '/api/uploads/{resume, unsigned}',
    path: (w) => w.resumeFileUrl,
    expect: everyone(403),
  },
  {
    route: 'DELETE /api/account',
    label: '/api/account',
    path: () => '/api/account',
    expect: row(401, 200, 200, 200, 200),
  },
];

/** Every route the app declares, read once from its routers. */
const DECLARED = await (async () => {
  const app = await createTestApp();
  try {
    return appRoutes(app);
  } finally {
    await app.close();
  }
})();

const seen: Record<string, Record<Caller, number>> = {};

afterAll(() => {
  const names = Object.keys(seen);
  const width = Math.max(5, ...names.map((name) => name.length));
  const header = `${'route'.padEnd(width)} | ${COLUMNS.map((c) => c.padStart(9)).join(' | ')}`;
  const lines = CASES.map((c) => `${c.route.split(' ')[0] ?? ''} ${c.label}`)
    .filter((name) => name in seen)
    .map((name) => {
      const statuses = seen[name] ?? row(0, 0, 0, 0, 0);
      return `${name.padEnd(width)} | ${COLUMNS.map((c) => String(statuses[c]).padStart(9)).join(' | ')}`;
    });
  console.log(
    ['Authorisation matrix (status per caller):', header, '-'.repeat(header.length), ...lines].join(
      '\n',
    ),
  );
});

describe('attack: a route nobody wrote authorisation rows for', () => {
  for (const route of DECLARED) {
    it(`${route} has a row for all five callers`, () => {
      const rows = CASES.filter((c) => c.route === route);
      expect(rows.length, `no row in CASES for ${route}`).toBeGreaterThan(0);
      for (const c of rows) expect(Object.keys(c.expect).sort()).toEqual([...COLUMNS].sort());
    });
  }

  it('every row names a route the routers still declare', () => {
    expect(CASES.map((c) => c.route).filter((route) => !DECLARED.includes(route))).toEqual([]);
  });
});

/** How a row reads in the test's name: who gets what. */
const outcome = (expected: Record<Caller, number>) =>
  COLUMNS.map((caller) => `${caller} ${String(expected[caller])}`).join(', ');

describe('attack: every caller on every route', () => {
  for (const route of CASES) {
    const name = `${route.route.split(' ')[0] ?? ''} ${route.label}`;
    it(`${name} → ${outcome(route.expect)}`, async () => {
      const w = await world();
      try {
        const statuses = {} as Record<Caller, number>;
        const method = route.route.split(' ')[0] ?? 'GET';
        for (const caller of ORDER) {
          const res = await w.clients[caller].request(method, await route.path(w), {
            body: route.body?.(w),
            headers: route.headers?.(w),
            ...(route.raw && {
              raw: route.raw.bytes,
              headers: { 'content-type': route.raw.contentType },
            }),
          });
          statuses[caller] = res.status;
          expect(res.status >= 500, `${caller} got ${String(res.status)}: ${res.text}`).toBe(false);
        }
        seen[name] = statuses;
        expect(statuses).toEqual(route.expect);
      } finally {
        await w.app.close();
      }
    });
  }
});

describe("attack: church B reaching for church A's data and files", () => {
  it("church B's writes leave church A's profile and positions untouched", async () => {
    const w = await world();
    try {
      const b = w.clients['church B'];
      await b.post('/api/church/profile', { ...profileBody, userId: w.profileA.userId });
      await b.delete(`/api/positions/${w.approved.id}`);
      await b.delete(`/api/positions/${w.pending.id}`);
      await b.post(`/api/admin/positions/${w.pending.id}/approve`, undefined, {
        headers: { [IF_MATCH_HEADER]: ifMatchValue(w.pending.version) },
      });
      expect(await w.app.store.churches.findById(w.profileA.id)).toMatchObject({
        churchName: 'Church A',
      });
      expect(await w.app.store.positions.findById(w.approved.id)).toBeDefined();
      expect(await w.app.store.positions.findById(w.pending.id)).toMatchObject({ approved: false });
      const bList = await b.get<Position[]>('/api/church/positions');
      expect(bList.body).toEqual([]);
    } finally {
      await w.app.close();
    }
  });

  it("church B's review calls leave church A's application, its history and notes untouched", async () => {
    const w = await world();
    try {
      const b = w.clients['church B'];
      const path = `/api/church/applications/${w.applicationId}`;
      const note = await w.clients['church A'].post<{ id: string }>(`${path}/notes`, {
        text: 'Private to A',
      });
      const before = {
        application: await w.app.store.applications.findById(w.applicationId),
        history: await w.app.store.applications.statusHistory(w.applicationId),
        notes: await w.app.store.applications.listNotes(w.applicationId),
      };
      const answers = [
        await b.get(path),
        await b.put(`${path}/status`, { status: 'declined' }),
        await b.post(`${path}/notes`, { text: 'B was here' }),
        await b.delete(`${path}/notes/${note.body.id}`),
        await b.get(`/api/church/positions/${w.approved.id}/application-counts`),
        await b.post(`${path}/decline-message`, DECLINE_BODY),
        await b.get(api.churchPositionApplicationsCsv(w.approved.id)),
      ];
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(403);
        expect(answer.text).not.toContain('Private to A');
        expect(answer.text).not.toContain('ada@student.test');
      }
      // The student got their confirmation and nothing from church B.
      expect((await queuedMail(w.app, 'ada@student.test')).map((m) => m.subject)).toEqual([
        'Application received: Approved A at Church A',
      ]);
      expect({
        application: await w.app.store.applications.findById(w.applicationId),
        history: await w.app.store.applications.statusHistory(w.applicationId),
        notes: await w.app.store.applications.listNotes(w.applicationId),
      }).toEqual(before);
    } finally {
      await w.app.close();
    }
  });

  it("church B posting church A's job description file (attached or unused) → 4xx; B's deletions never remove A's files", async () => {
    const w = await world();
    try {
      const a = w.clients['church A'];
      const b = w.clients['church B'];
      const unusedOfA = withoutQuery(await uploaded(a, 'job-description'));
      for (const stolen of [w.jobDescriptionFileUrl, unusedOfA]) {
        const posted = await b.post('/api/positions', {
          title: 'Copied Post',
          description: LONG_DESCRIPTION,
          positionType: 'part-time',
          jobDescriptionUrl: stolen,
        });
        expect(posted.status, posted.text).toBeGreaterThanOrEqual(400);
        expect(posted.status, posted.text).toBeLessThan(500);
      }
      // Whatever B managed to create, B deletes, then B closes its account.
      for (const own of (await b.get<Position[]>('/api/church/positions')).body) {
        await b.delete(`/api/positions/${own.id}`);
      }
      const ownPost = await postedPosition(b, { title: 'B Own Post' });
      expect((await b.delete(`/api/positions/${ownPost.id}`)).status).toBe(200);
      expect((await b.delete(`/api/positions/${w.approved.id}`)).status).toBe(403);
      expect((await b.delete('/api/account')).status).toBe(200);
      const anonymous = w.clients.anonymous;
      expect((await anonymous.get(w.jobDescriptionFileUrl)).status).toBe(200);
      expect((await anonymous.get(unusedOfA)).status).toBe(200);
      expect((await anonymous.get(`/api/positions/${w.approved.id}/job-description`)).status).toBe(
        302,
      );
      // A can still attach its own unused file.
      const mine = await a.post('/api/positions', {
        title: 'A Second Post',
        description: LONG_DESCRIPTION,
        positionType: 'part-time',
        jobDescriptionUrl: unusedOfA,
      });
      expect(mine.status, mine.text).toBe(201);
    } finally {
      await w.app.close();
    }
  });
});
