// People and data for route tests, made through the real API (sign-up, role choice, profile,
// posting) so the tests exercise the same paths users do.
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import { UPLOAD_PUT_HEADERS, type DocumentContentType } from '../../shared/constants';
import type {
  ApplicationReceipt,
  ChurchProfile,
  CurrentUser,
  Position,
  PositionWithCount,
} from '../../shared/types';
import { positionLiveSubject, positionsLiveSubject } from '../mail/position-messages';
import { NOTICE_GROUP_HOLD_MS } from '../mail/queued-mailer';
import { VERIFY_SUBJECT } from '../mail/templates';
import type { MailMessage } from '../store/port';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';
import { pdfBytes } from './test-documents';

/** The password every fixture account signs up with. */
export const PASSWORD = 'correct horse battery staple';

/** A description long enough for the 50-character minimum. */
export const LONG_DESCRIPTION =
  'Lead our youth ministry on Wednesday nights and Sunday mornings, plan retreats and mentor volunteers.';

/**
 * The messages waiting in the mail queue, sign-in mail first, then oldest first; only those to
 * `to` when given, grouped notices still held included. They stay queued (their lease is set in
 * the past), so a test may read them again; a notice queued after it no longer joins them.
 */
export async function queuedMail(app: TestApp, to?: string): Promise<MailMessage[]> {
  const horizon = new Date(
    Math.max(Date.now(), app.clock.now().getTime()) + NOTICE_GROUP_HOLD_MS + 60_000,
  );
  const queued = await app.store.mail.claimDue(horizon, new Date(0), 1000);
  return to === undefined
    ? queued
    : queued.filter((message) => message.to.toLowerCase() === to.toLowerCase());
}

/**
 * Whether a message is one every fixture church gets on its way in (its address check, its
 * position going live), not the one a test is about.
 */
export function isSetupMail(message: Pick<MailMessage, 'subject'>): boolean {
  return (
    message.subject === VERIFY_SUBJECT ||
    message.subject.endsWith(LIVE_SUBJECT_END) ||
    message.subject.endsWith(GATHERED_LIVE_SUBJECT_END)
  );
}

const LIVE_SUBJECT_END = positionLiveSubject('');
const GATHERED_LIVE_SUBJECT_END = positionsLiveSubject(0).replace(/^0/, '');

/** The newest verification link queued for `email`. */
async function verificationLink(app: TestApp, email: string): Promise<string> {
  const queued = await queuedMail(app, email);
  const link = queued
    .flatMap(
      (message) => message.text.match(/https?:\/\/\S+\/api\/auth\/local\/verify\?\S+/g) ?? [],
    )
    .at(-1);
  if (!link) throw new Error(`no verification link queued for ${email}`);
  return link;
}

/**
 * Signs a new person up and proves their e-mail the way a person does: the verification link from
 * the queued message, opened by the same client (the same session, so the password stays and the
 * client is signed in). `role` chooses it through the API.
 */
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
  const link = new URL(await verificationLink(app, email));
  const verified = await client.get(`${link.pathname}${link.search}`);
  const location = String(verified.headers.location ?? '');
  if (verified.status !== 302 || location.includes('error') || location.includes('reset-password'))
    throw new Error(`verification failed: ${verified.status} ${location}`);
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

/** The admin approves what waits of `position` at the version they reviewed (If-Match). */
export function adminApproves<T = Position>(
  admin: TestClient,
  position: { id: string; version: number },
) {
  return admin.post<T>(api.adminApprove(position.id), undefined, {
    headers: { [IF_MATCH_HEADER]: ifMatchValue(position.version) },
  });
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
    const approved = await adminApproves(admin, posted.body);
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

/** Grace Community Church (grace@church.test), a position of theirs, and the admin who approved it. */
export async function churchWithApprovedPosition(
  app: TestApp,
): Promise<{ church: TestClient; position: Position; admin: TestClient }> {
  const { client: church } = await churchWithProfile(app, 'grace@church.test');
  const admin = await adminClient(app);
  const position = await postedPosition(church, {}, admin);
  return { church, position, admin };
}

/** How many applications the church's own list counts for one of its positions. */
export async function applicationCount(
  church: TestClient,
  positionId: string,
): Promise<number | undefined> {
  const list = await church.get<PositionWithCount[]>('/api/church/positions');
  return list.body.find((p) => p.id === positionId)?.applicationCount;
}

/** A student applies (anonymously, through the API) and gets the receipt with its status token. */
export async function appliedFor(
  app: TestApp,
  positionId: string,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ApplicationReceipt> {
  const applied = await new TestClient(app.callback).post<ApplicationReceipt>(
    '/api/applications',
    applicationFor(positionId, overrides),
    { headers },
  );
  if (applied.status !== 201) throw new Error(`apply failed: ${applied.status} ${applied.text}`);
  return applied.body;
}

/**
 * A student uploads a resume the way the browser does (ask for an address, PUT to it) and gets the
 * address to apply with: the upload address without its query string. The PUT goes to the app on
 * local storage and over loopback HTTP to the bucket on S3.
 */
export async function uploadedResume(
  app: TestApp,
  bytes: Uint8Array = pdfBytes(2000),
  contentType: DocumentContentType = 'application/pdf',
  filename = 'cv',
): Promise<string> {
  const client = new TestClient(app.callback);
  const target = await client.post<{ url: string }>('/api/object-storage/resume', {
    filename,
    contentType,
    size: bytes.length,
  });
  if (target.status !== 200) throw new Error(`upload address: ${target.status} ${target.text}`);
  const headers = { 'content-type': contentType, ...UPLOAD_PUT_HEADERS };
  const body = Buffer.from(bytes);
  let status: number;
  if (app.deps.files.kind === 's3') {
    status = (await fetch(target.body.url, { method: 'PUT', body, headers })).status;
  } else {
    // Absolute when PUBLIC_URL is set: the app is called in-process whatever its public name.
    const local = new URL(target.body.url, 'http://localhost');
    status = (
      await client.request('PUT', `${local.pathname}${local.search}`, { raw: body, headers })
    ).status;
  }
  if (status !== 200) throw new Error(`upload: ${String(status)}`);
  return target.body.url.split('?')[0] ?? '';
}
