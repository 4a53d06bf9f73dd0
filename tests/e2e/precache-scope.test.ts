// What the service worker downloads for a student (decision 0023): its precache holds the
// student screens and, of the church and admin screens, only the two dashboards (which say offline
// that signing in needs a connection); the others are kept, all at once, the first time a staff
// screen is opened. A church's and an admin's dashboard work online, and offline after that visit.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADA_ADMIN, GRACE_PASTOR, signInThroughApi } from './support/accounts';
import { sessionWithFreshPages, withGraceAndAdmin } from './support/app-session';
import {
  openOnline,
  reloadOffline,
  waitForCachedRecords,
  waitForServiceWorkerControl,
} from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { DIST_DIR } from './support/repo-paths';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email };

/** The built file of a route's component, from Vite's build manifest. */
function routeChunk(route: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(DIST_DIR, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[`routes/${route}?tsr-split=component`];
  if (!chunk) throw new Error(`no chunk for routes/${route} in the build manifest`);
  return `/${chunk.file}`;
}

/** The paths of what the service worker's caches hold, by cache: the precache and the others. */
function cachedPaths(page: Page): Promise<{ precache: string[]; kept: string[] }> {
  return page.evaluate(async () => {
    const found = { precache: [] as string[], kept: [] as string[] };
    for (const name of await caches.keys()) {
      const paths = (await (await caches.open(name)).keys()).map(
        (request) => new URL(request.url).pathname,
      );
      (name.includes('precache') ? found.precache : found.kept).push(...paths);
    }
    return found;
  });
}

describe('the service worker precaches the student screens only', () => {
  const session = withGraceAndAdmin(
    sessionWithFreshPages({ env: ENV }, { tolerated: [CONNECTION_FAILURE] }),
  );

  /** Waits until the worker keeps `file` (the staff screens it keeps when one is first used). */
  async function waitUntilKept(file: string): Promise<void> {
    await expect
      .poll(async () => (await cachedPaths(session.page)).kept, { timeout: 15_000 })
      .toContain(file);
  }

  it("holds no church or admin screen after a student's first visit to /jobs", async () => {
    const { page } = session;
    await page.goto('/jobs');
    await page.getByRole('heading', { level: 1, name: 'Browse Positions' }).waitFor();
    // Controlling the page means installed: the precache is complete.
    await waitForServiceWorkerControl(page);

    const { precache, kept } = await cachedPaths(page);
    for (const student of [
      'jobs/index.tsx',
      'jobs/$id.tsx',
      'saved.tsx',
      'outbox.tsx',
      'application-status.$token.tsx',
      'index.tsx',
      // Every visitor's menu links to these; offline they say that signing in needs a connection.
      'login.tsx',
      'church/dashboard.tsx',
      'admin/dashboard.tsx',
    ]) {
      expect(precache).toContain(routeChunk(student));
    }
    for (const staff of [
      'church/post-job.tsx',
      'church/profile.tsx',
      'church/applications/$id.tsx',
      'church/positions/$id/applications.tsx',
    ]) {
      expect(precache).not.toContain(routeChunk(staff));
      expect(kept).not.toContain(routeChunk(staff));
    }
  });

  it("opens a church's dashboard online, and offline after that first visit", async () => {
    const { server, context, page } = session;
    await signInThroughApi(server, context, GRACE_PASTOR);
    await openOnline(page, '/church/dashboard', 'Grace Fellowship Church');
    // The first staff screen used keeps them all: the form to post a position opens offline too.
    await waitUntilKept(routeChunk('church/post-job.tsx'));
    // user, profile, positions and stats
    await waitForCachedRecords(page, 'church', 4);

    await reloadOffline(page, 'Grace Fellowship Church');
    await page.getByRole('link', { name: 'Post New Position' }).click();
    await page.getByRole('heading', { level: 1, name: 'Post a New Position' }).waitFor();
  });

  it("opens the admin's dashboard online, and offline after that first visit", async () => {
    const { server, context, page } = session;
    await signInThroughApi(server, context, ADA_ADMIN);
    await openOnline(page, '/admin/dashboard', 'Admin Dashboard');
    await waitUntilKept(routeChunk('church/profile.tsx'));

    await reloadOffline(page, 'Admin Dashboard');
    await page
      .getByText(
        'The admin dashboard needs a connection. Connect to the internet to review positions.',
      )
      .waitFor();
  });
});
