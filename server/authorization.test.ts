// Walks every route for five callers and checks the status each gets, then prints the matrix.
// Each route runs against a fresh world, and callers go in an order where the one allowed to
// change state comes last, so a refused call can never hide behind an earlier deletion.
import { afterAll, describe, expect, it } from 'vitest';
import type { ChurchProfile, Position } from '../shared/types';
import {
  adminClient,
  applicationFor,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
  signedInUser,
} from './testing/fixtures';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestApp } from './testing/test-app';

type Caller = 'anonymous' | 'no role' | 'church A' | 'church B' | 'admin';
const ORDER: Caller[] = ['anonymous', 'no role', 'church B', 'admin', 'church A'];
const COLUMNS: Caller[] = ['anonymous', 'no role', 'church A', 'church B', 'admin'];

interface World {
  app: TestApp;
  clients: Record<Caller, TestClient>;
  profileA: ChurchProfile;
  approved: Position;
  pending: Position;
  applicationId: string;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 0x20)]);

async function world(): Promise<World> {
  const app = await createTestApp();
  const admin = await adminClient(app);
  const a = await churchWithProfile(app, 'a@church.test', { churchName: 'Church A' });
  const b = await churchWithProfile(app, 'b@church.test', { churchName: 'Church B' });
  const noRole = (await signedInUser(app, 'norole@person.test')).client;
  const anonymous = new TestClient(app.callback);
  const approved = await postedPosition(a.client, { title: 'Approved A' }, admin);
  const pending = await postedPosition(a.client, { title: 'Pending A' });
  const target = await anonymous.post<{ url: string }>('/api/object-storage/resume', {
    filename: 'cv.pdf',
  });
  await anonymous.request('PUT', target.body.url, {
    raw: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  const applied = await anonymous.post<{ id: string }>(
    '/api/applications',
    applicationFor(approved.id, { resumeUrl: target.body.url.split('?')[0] }),
  );
  return {
    app,
    clients: { anonymous, 'no role': noRole, 'church A': a.client, 'church B': b.client, admin },
    profileA: a.profile,
    approved,
    pending,
    applicationId: applied.body.id,
  };
}

interface RouteCase {
  method: string;
  path: (w: World) => string;
  label: string;
  body?: (w: World) => unknown;
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

const profileBody = { churchName: 'Renamed', location: 'Elsewhere' };

const CASES: RouteCase[] = [
  {
    method: 'GET',
    label: '/healthz',
    path: () => '/healthz',
    expect: row(200, 200, 200, 200, 200),
  },
  {
    method: 'GET',
    label: '/api/config',
    path: () => '/api/config',
    expect: row(200, 200, 200, 200, 200),
  },
  {
    method: 'GET',
    label: '/api/login',
    path: () => '/api/login',
    expect: row(302, 302, 302, 302, 302),
  },
  {
    method: 'GET',
    label: '/api/auth/user',
    path: () => '/api/auth/user',
    expect: row(401, 200, 200, 200, 200),
  },
  {
    method: 'POST',
    label: '/api/auth/select-role',
    path: () => '/api/auth/select-role',
    body: () => ({ role: 'church' }),
    expect: row(401, 200, 200, 200, 409),
  },
  {
    method: 'GET',
    label: '/api/positions',
    path: () => '/api/positions',
    expect: row(200, 200, 200, 200, 200),
  },
  {
    method: 'GET',
    label: '/api/positions/{approved}',
    path: (w) => `/api/positions/${w.approved.id}`,
    expect: row(200, 200, 200, 200, 200),
  },
  {
    method: 'GET',
    label: '/api/positions/{pending of A}',
    path: (w) => `/api/positions/${w.pending.id}`,
    expect: row(404, 404, 200, 404, 200),
  },
  {
    method: 'POST',
    label: '/api/positions',
    path: () => '/api/positions',
    body: () => ({ title: 'New One', description: LONG_DESCRIPTION }),
    expect: row(401, 403, 201, 201, 403),
  },
  {
    method: 'DELETE',
    label: '/api/positions/{of A}',
    path: (w) => `/api/positions/${w.approved.id}`,
    expect: row(401, 403, 200, 403, 403),
  },
  {
    method: 'POST',
    label: '/api/applications',
    path: () => '/api/applications',
    body: (w) => applicationFor(w.approved.id),
    expect: row(201, 201, 201, 201, 201),
  },
  {
    method: 'GET',
    label: '/api/applications/{to A}/resume',
    path: (w) => `/api/applications/${w.applicationId}/resume`,
    expect: row(401, 403, 302, 403, 302),
  },
  {
    method: 'GET',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'POST',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    body: () => profileBody,
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'PUT',
    label: '/api/church/profile',
    path: () => '/api/church/profile',
    body: () => profileBody,
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'GET',
    label: '/api/church/positions',
    path: () => '/api/church/positions',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'GET',
    label: '/api/church/positions/{of A}/applications',
    path: (w) => `/api/church/positions/${w.approved.id}/applications`,
    expect: row(401, 403, 200, 403, 403),
  },
  {
    method: 'GET',
    label: '/api/church/stats',
    path: () => '/api/church/stats',
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'GET',
    label: '/api/admin/positions',
    path: () => '/api/admin/positions',
    expect: row(401, 403, 403, 403, 200),
  },
  {
    method: 'POST',
    label: '/api/admin/positions/{pending}/approve',
    path: (w) => `/api/admin/positions/${w.pending.id}/approve`,
    expect: row(401, 403, 403, 403, 200),
  },
  {
    method: 'DELETE',
    label: '/api/admin/positions/{of A}',
    path: (w) => `/api/admin/positions/${w.approved.id}`,
    body: () => ({}),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    method: 'POST',
    label: '/api/admin/archive-old',
    path: () => '/api/admin/archive-old',
    body: () => ({ daysOld: 60 }),
    expect: row(401, 403, 403, 403, 200),
  },
  {
    method: 'POST',
    label: '/api/object-storage/resume',
    path: () => '/api/object-storage/resume',
    body: () => ({ filename: 'cv.pdf' }),
    expect: row(200, 200, 200, 200, 200),
  },
  {
    method: 'POST',
    label: '/api/object-storage/job-description',
    path: () => '/api/object-storage/job-description',
    body: () => ({ filename: 'jd.pdf' }),
    expect: row(401, 403, 200, 200, 403),
  },
  {
    method: 'POST',
    label: '/api/auth/local/resend-verification',
    path: () => '/api/auth/local/resend-verification',
    body: () => ({}),
    expect: row(401, 200, 200, 200, 200),
  },
  {
    method: 'DELETE',
    label: '/api/account',
    path: () => '/api/account',
    expect: row(401, 200, 200, 200, 200),
  },
  {
    method: 'GET',
    label: '/api/logout',
    path: () => '/api/logout',
    expect: row(302, 302, 302, 302, 302),
  },
];

const seen: Record<string, Record<Caller, number>> = {};

afterAll(() => {
  const width = Math.max(...CASES.map((c) => `${c.method} ${c.label}`.length));
  const header = `${'route'.padEnd(width)} | ${COLUMNS.map((c) => c.padStart(9)).join(' | ')}`;
  const lines = Object.entries(seen).map(
    ([route, statuses]) =>
      `${route.padEnd(width)} | ${COLUMNS.map((c) => String(statuses[c]).padStart(9)).join(' | ')}`,
  );
  console.log(
    ['Authorisation matrix (status per caller):', header, '-'.repeat(header.length), ...lines].join(
      '\n',
    ),
  );
});

describe('authorisation matrix', () => {
  it.each(CASES)('$method $label', async (route) => {
    const w = await world();
    try {
      const statuses = {} as Record<Caller, number>;
      for (const caller of ORDER) {
        const res = await w.clients[caller].request(route.method, route.path(w), {
          body: route.body?.(w),
        });
        statuses[caller] = res.status;
        expect(res.status >= 500, `${caller} got ${res.status}: ${res.text}`).toBe(false);
      }
      seen[`${route.method} ${route.label}`] = statuses;
      expect(statuses).toEqual(route.expect);
    } finally {
      await w.app.close();
    }
  });

  it("leaves church A's data untouched by church B", async () => {
    const w = await world();
    try {
      const b = w.clients['church B'];
      await b.post('/api/church/profile', { ...profileBody, userId: w.profileA.userId });
      await b.delete(`/api/positions/${w.approved.id}`);
      await b.delete(`/api/positions/${w.pending.id}`);
      await b.post(`/api/admin/positions/${w.pending.id}/approve`);
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
});
