// People and data for route tests, made through the real API (sign-up, role choice, profile,
// posting) so the tests exercise the same paths users do.
import type { ChurchProfile, CurrentUser, Position } from '../../shared/types';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

const PASSWORD = 'correct horse battery staple';

/** A description long enough for the 50-character minimum. */
export const LONG_DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';

/** Signs a new person up and verifies their e-mail; `role` chooses it through the API. */
export async function signedInUser(
  app: TestApp,
  email: string,
  role?: 'church' | 'admin',
): Promise<{ client: TestClient; user: CurrentUser }> {
  const client = new TestClient(app.callback);
  const signup = await client.post<CurrentUser>('/api/auth/local/signup', {
    firstName: email.split('@')[0],
    lastName: 'Tester',
    email,
    password: PASSWORD,
  });
  if (signup.status !== 201) throw new Error(`sign-up failed: ${signup.status} ${signup.text}`);
  // Proving the mailbox is covered by the auth tests; here the address is marked verified directly.
  await app.store.users.update(signup.body.id, { emailVerified: true });
  if (role) {
    const chosen = await client.post('/api/auth/select-role', { role });
    if (chosen.status !== 200)
      throw new Error(`select-role failed: ${chosen.status} ${chosen.text}`);
  }
  const me = await client.get<CurrentUser>('/api/auth/user');
  return { client, user: me.body };
}

/** A church with a complete profile. */
export async function churchWithProfile(
  app: TestApp,
  email: string,
  profile: Partial<ChurchProfile> = {},
): Promise<{ client: TestClient; user: CurrentUser; profile: ChurchProfile }> {
  const { client, user } = await signedInUser(app, email, 'church');
  const saved = await client.post<ChurchProfile>('/api/church/profile', {
    churchName: 'Grace Community Church',
    location: 'Springfield',
    ...profile,
  });
  if (saved.status !== 201) throw new Error(`profile failed: ${saved.status} ${saved.text}`);
  return { client, user, profile: saved.body };
}

/** The allow-listed admin (admin@college.test in test apps), given the role automatically. */
export async function adminClient(app: TestApp): Promise<TestClient> {
  const { client, user } = await signedInUser(app, 'admin@college.test');
  if (user.role !== 'admin') {
    const chosen = await client.post('/api/auth/select-role', { role: 'admin' });
    if (chosen.status !== 200)
      throw new Error(`admin role failed: ${chosen.status} ${chosen.text}`);
  }
  return client;
}

/** Posts a position as the church; `approve` with an admin client makes it public. */
export async function postedPosition(
  church: TestClient,
  fields: Record<string, unknown> = {},
  admin?: TestClient,
): Promise<Position> {
  const posted = await church.post<Position>('/api/positions', {
    title: 'Youth Pastor',
    description: LONG_DESCRIPTION,
    positionType: 'part-time',
    ...fields,
  });
  if (posted.status !== 201) throw new Error(`posting failed: ${posted.status} ${posted.text}`);
  if (admin) {
    const approved = await admin.post<Position>(`/api/admin/positions/${posted.body.id}/approve`);
    if (approved.status !== 200)
      throw new Error(`approve failed: ${approved.status} ${approved.text}`);
    return approved.body;
  }
  return posted.body;
}

/** A valid application body for a position. */
export function applicationFor(positionId: string, overrides: Record<string, unknown> = {}) {
  return {
    positionId,
    studentName: 'Ada Student',
    studentEmail: 'ada@student.test',
    studentPhone: '555-123-4567',
    studentMajor: 'Theology',
    studentGraduationYear: '2027',
    availableStartDate: 'June',
    resumeUrl: '',
    coverLetter: 'I would love to serve.',
    ...overrides,
  };
}
