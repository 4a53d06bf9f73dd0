// Property test: random and hostile JSON sent to every write route never gets a 5xx, and a
// rejected request changes nothing that is stored.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Position } from '../shared/types';
import { adminClient, churchWithProfile, postedPosition } from './testing/fixtures';
import { TestClient } from './testing/http-client';
import { createTestApp, type TestApp } from './testing/test-app';

let app: TestApp;
let clients: Record<'anonymous' | 'church' | 'admin', TestClient>;
let position: Position;

beforeAll(async () => {
  app = await createTestApp();
  const admin = await adminClient(app);
  const church = await churchWithProfile(app, 'grace@church.test');
  position = await postedPosition(church.client, {}, admin);
  clients = { anonymous: new TestClient(app.callback), church: church.client, admin };
});
afterAll(async () => {
  await app.close();
});

/** Everything a write could change, read straight from the store. */
async function snapshot(): Promise<string> {
  const positions = await app.store.positions.listAll();
  const applications = await Promise.all(
    positions.map((p) => app.store.applications.listByPosition(p.id)),
  );
  const profile = await app.store.churches.findById(position.churchProfileId);
  return JSON.stringify({ positions, applications, profile });
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
  '__proto__',
  'constructor',
  '$where',
];

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

const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 12 }),
  fc.jsonValue({ maxDepth: 4 }),
);

interface WriteRoute {
  label: string;
  method: string;
  path: () => string;
  as: keyof typeof clients;
}

const ROUTES: WriteRoute[] = [
  { label: '/api/applications', method: 'POST', path: () => '/api/applications', as: 'anonymous' },
  { label: '/api/positions', method: 'POST', path: () => '/api/positions', as: 'church' },
  {
    label: '/api/positions/%24gt',
    method: 'DELETE',
    path: () => '/api/positions/%24gt',
    as: 'church',
  },
  { label: '/api/church/profile', method: 'POST', path: () => '/api/church/profile', as: 'church' },
  { label: '/api/church/profile', method: 'PUT', path: () => '/api/church/profile', as: 'church' },
  {
    label: '/api/auth/select-role',
    method: 'POST',
    path: () => '/api/auth/select-role',
    as: 'church',
  },
  {
    label: '/api/admin/archive-old',
    method: 'POST',
    path: () => '/api/admin/archive-old',
    as: 'admin',
  },
  {
    label: '/api/admin/positions/%7B%22%24ne%22%3Anull%7D/approve',
    method: 'POST',
    path: () => '/api/admin/positions/%7B%22%24ne%22%3Anull%7D/approve',
    as: 'admin',
  },
  {
    label: '/api/admin/positions/..%2F..%2Fetc',
    method: 'DELETE',
    path: () => '/api/admin/positions/..%2F..%2Fetc',
    as: 'admin',
  },
  {
    label: '/api/object-storage/resume',
    method: 'POST',
    path: () => '/api/object-storage/resume',
    as: 'anonymous',
  },
  {
    label: '/api/object-storage/job-description',
    method: 'POST',
    path: () => '/api/object-storage/job-description',
    as: 'church',
  },
  {
    label: '/api/auth/local/signup',
    method: 'POST',
    path: () => '/api/auth/local/signup',
    as: 'anonymous',
  },
  {
    label: '/api/auth/local/login',
    method: 'POST',
    path: () => '/api/auth/local/login',
    as: 'anonymous',
  },
  {
    label: '/api/auth/local/forgot',
    method: 'POST',
    path: () => '/api/auth/local/forgot',
    as: 'anonymous',
  },
  {
    label: '/api/auth/local/reset',
    method: 'POST',
    path: () => '/api/auth/local/reset',
    as: 'anonymous',
  },
];

describe('hostile input', () => {
  it.each(ROUTES)(
    '$method $label never answers 5xx and rejections change nothing',
    async (route) => {
      await fc.assert(
        fc.asyncProperty(hostileBody, async (body) => {
          const before = await snapshot();
          // Many different networks, so the anonymous rate limit does not hide the behaviour under test.
          const res = await clients[route.as].request(route.method, route.path(), {
            body,
            remoteAddress: `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`,
          });
          expect(res.status, res.text).toBeLessThan(500);
          if (res.status >= 400) {
            expect(await snapshot()).toBe(before);
            expect(typeof (res.body as { message?: unknown }).message).toBe('string');
          }
        }),
        { numRuns: 60 },
      );
    },
  );

  it('answers malformed JSON with 400 and oversized bodies with 413', async () => {
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
    expect(await snapshot()).toBe(before);
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await clients.anonymous.get<{ message: string }>('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No API route for GET /api/no-such-thing');
  });

  it('refuses writes from another site', async () => {
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
