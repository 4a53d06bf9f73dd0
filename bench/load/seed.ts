// The board the load runs on, made through the real API as people make it: churches sign up,
// follow the verification link from their message, choose their role, save a profile and post
// positions; the admin (an ADMIN_EMAILS address) approves each at the version it reviewed.
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../shared/api-routes';
import type { Position } from '../../shared/types';
import { TestBrowser } from '../../server/testing/test-browser';
import { waitForMailLink } from '../../tests/e2e/support/mail';
import type { RunningServer } from '../../tests/e2e/support/server';

/** The admin the bench server lists in ADMIN_EMAILS. */
export const LOAD_ADMIN_EMAIL = 'admin@load.test';

const PASSWORD = 'load-bench-password-1';

/** A position as churches write them: the length of text the list and pages carry. */
export function positionFields(title: string): Record<string, string> {
  return {
    title,
    description:
      'Serve with our ministry team on Sundays and midweek, mentor students, and plan events ' +
      'for the families of the neighbourhood with a team of volunteers.',
    positionType: 'part-time',
    contactPerson: 'Pastor Load',
    contactEmail: 'pastor@load.test',
    anticipatedStartDate: 'Next semester',
    qualifications: 'A heart to serve and two years of study.',
    responsibilities: 'Lead and teach; plan the week with the team.',
    compensation: '$15 per hour',
  };
}

/** Answers the response's JSON when its status is `status`, else throws naming `what`. */
async function expectStatus<T>(
  what: string,
  status: number,
  answer: Promise<Awaited<ReturnType<TestBrowser['request']>>>,
): Promise<T> {
  const response = await answer;
  if (response.status !== status)
    throw new Error(`${what} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return response.text ? response.json<T>() : (undefined as T);
}

/** Signs a person up and opens the link of their verification message: signed in, verified. */
async function signedUp(server: RunningServer, email: string): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await expectStatus(
    `sign-up of ${email}`,
    201,
    browser.request(`${server.url}${api.localSignup}`, {
      json: { firstName: email.split('@')[0], lastName: 'Load', email, password: PASSWORD },
    }),
  );
  const link = await waitForMailLink(server.dataDir, email, api.localVerify);
  const verified = await browser.request(link);
  if (verified.status !== 302 || verified.location?.includes('error='))
    throw new Error(`verification of ${email} answered ${verified.status} to ${verified.location}`);
  return browser;
}

/** The header that approves a waiting position at the version the admin saw. */
export function approvalHeaders(position: Pick<Position, 'version'>): Record<string, string> {
  return { [IF_MATCH_HEADER]: ifMatchValue(position.version) };
}

/** The seeded board: the admin's and each church's signed-in browser. */
export interface SeededBoard {
  admin: TestBrowser;
  churches: TestBrowser[];
  positions: number;
}

/** `churchCount` churches with `positionsEach` approved positions each. */
export async function seedThroughApi(
  server: RunningServer,
  churchCount: number,
  positionsEach: number,
): Promise<SeededBoard> {
  const admin = await signedUp(server, LOAD_ADMIN_EMAIL);
  const churches = await Promise.all(
    Array.from({ length: churchCount }, async (_, index) => {
      const church = await signedUp(server, `church${index}@load.test`);
      await expectStatus(
        'select-role',
        200,
        church.request(`${server.url}${api.selectRole}`, { json: { role: 'church' } }),
      );
      await expectStatus(
        'church profile',
        201,
        church.request(`${server.url}${api.churchProfile}`, {
          json: {
            churchName: `Load Church ${index}`,
            location: `Town ${index}`,
            description: 'A church near the college that welcomes students.',
          },
        }),
      );
      for (let p = 0; p < positionsEach; p += 1) {
        const posted = await expectStatus<Position>(
          'posting a position',
          201,
          church.request(`${server.url}${api.positions}`, {
            json: positionFields(`Position ${index}-${p}`),
          }),
        );
        await expectStatus(
          'approval',
          200,
          admin.request(`${server.url}${api.adminApprove(posted.id)}`, {
            method: 'POST',
            headers: approvalHeaders(posted),
          }),
        );
      }
      return church;
    }),
  );
  return { admin, churches, positions: churchCount * positionsEach };
}
