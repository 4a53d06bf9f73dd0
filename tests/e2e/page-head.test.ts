// Heads (decision 0022): what a crawler and a chat's link preview read from a position's page as
// sent (no script runs): its title, preview tags and JobPosting; then that the app still takes over
// and shows the position, online and (through the service worker) offline; a closed position answers
// 410 with a page that says it closed, an unknown one 404 with 'Position Not Found'; the sitemap
// lists the public positions and robots.txt points to it; the list's head names its feeds, which a
// tab the service worker controls opens from the server.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { FEED_PATHS } from '../../shared/feed-paths';
import { readHead } from '../../server/pages/testing/read-head';
import { SQLITE_FILE_NAME } from '../../server/store/open-store';
import { openSqliteStore } from '../../server/store/sqlite/sqlite-store';
import { backdatePosition } from '../../server/testing/backdate';
import { createChurch, postApprovedPosition } from './support/accounts';
import { openFreshPage, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import type { ExpectedFailure } from './support/page-errors';
import { YOUTH_MINISTRY_INTERN } from './support/youth-intern';

const SITE = 'Test College Job Board';
const LOGO = 'https://cdn.college.test/grace.png';
const DAY_MS = 24 * 60 * 60 * 1000;
const CONNECTION_FAILURE = /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/;
/** A 1x1 PNG: the logo as the browser gets it (tests never leave 127.0.0.1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('a position page as crawlers and link previews see it', () => {
  const session = sessionWithGraceAndAdmin(
    { env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' } },
    { website: 'gracefellowship.example', logoUrl: LOGO },
  );
  /** Grace's internship: its church has a logo on https (which this browser cannot load). */
  let internId = '';
  /** Hope's position, opened in the browser. */
  let worshipId = '';
  /** Hope's position, archived. */
  let closedId = '';

  beforeAll(async () => {
    const { server, browser, church: churchContext, admin: adminContext } = session;
    internId = await postApprovedPosition(
      server,
      churchContext,
      adminContext,
      YOUTH_MINISTRY_INTERN,
    );
    const hope = await browser.newContext({ baseURL: server.url });
    try {
      await createChurch(
        server,
        hope,
        {
          firstName: 'Hope',
          lastName: 'Pastor',
          email: 'hope@church.test',
          password: 'password-1',
        },
        { churchName: 'Hope Community Church', location: 'Riverside' },
      );
      worshipId = await postApprovedPosition(server, hope, adminContext, {
        title: 'Worship Leader',
        description:
          'Lead our Sunday worship team, plan the music and rehearse with our volunteer musicians.',
        positionType: 'full-time',
      });
      closedId = await postApprovedPosition(server, hope, adminContext, {
        title: 'Choir Director',
        description: 'Direct our choir through the Christmas season and the Easter services too.',
        positionType: 'part-time',
      });
    } finally {
      await hope.close();
    }
    // Archived as the admin does it, once the position is past the 60 days.
    const store = await openSqliteStore(path.join(server.dataDir, SQLITE_FILE_NAME));
    try {
      await backdatePosition(store, closedId, 61);
    } finally {
      await store.close();
    }
    const archived = await adminContext.request.post(`${server.url}${api.adminArchiveOld}`, {
      data: { daysOld: 60 },
      headers: { Origin: server.url },
    });
    expect(await archived.json()).toEqual({ count: 1 });
  });

  /** A fresh page whose browser gets Grace's logo from here. */
  async function openPage(
    serviceWorkers: 'allow' | 'block',
    expected: ExpectedFailure[] = [],
  ): ReturnType<typeof openFreshPage> {
    const { server, browser } = session;
    const opened = await openFreshPage(browser, server, { serviceWorkers, expected });
    await opened.context.route(LOGO, (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: PNG }),
    );
    return opened;
  }

  it('carries the position, the church and the place in the HTML as sent', async () => {
    const { server } = session;
    const response = await fetch(`${server.url}/jobs/${internId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const head = await readHead(await response.text());
    const url = `${server.url}/jobs/${internId}`;
    expect(head.title).toBe(`Youth Ministry Intern at Grace Fellowship Church · ${SITE}`);
    expect(head.meta.description).toBe(
      'Help lead our youth ministry: Wednesday evening gatherings, summer camp and mentoring.',
    );
    expect(head.canonical).toBe(url);
    expect(head.meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': SITE,
      'og:title': 'Youth Ministry Intern at Grace Fellowship Church',
      'og:description':
        'Part-time internship in Springfield. Help lead our youth ministry: Wednesday evening gatherings, summer camp and mentoring.',
      'og:url': url,
      'og:image': LOGO,
      'twitter:card': 'summary',
    });
    expect(head.meta.robots).toBeUndefined();

    expect(head.jsonLd).toHaveLength(1);
    const posting = head.jsonLd[0] as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Youth Ministry Intern',
      employmentType: ['PART_TIME', 'INTERN'],
      directApply: true,
      url,
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Grace Fellowship Church',
        sameAs: 'https://gracefellowship.example',
        logo: LOGO,
      },
      jobLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Springfield' },
      },
    });
    expect(posting.description).toContain('<li>Mentor a small group</li>');
    const posted = Date.parse(String(posting.datePosted));
    expect(Date.now() - posted).toBeLessThan(10 * 60 * 1000);
    expect(Date.parse(String(posting.validThrough)) - posted).toBe(60 * DAY_MS);
  });

  it('still lets the app take over and show the position, then the list', async () => {
    const { context, page, pageErrors } = await openPage('block');
    try {
      const response = await page.goto(`/jobs/${worshipId}`);
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
      await page.getByRole('button', { name: 'Apply Now' }).first().waitFor();
      expect(await page.title()).toBe(`Worship Leader at Hope Community Church · ${SITE}`);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      await page.getByRole('link', { name: 'Back to Positions' }).click();
      await page.waitForURL('**/jobs');
      await page.getByRole('article', { name: 'Worship Leader' }).waitFor();
      expect(pageErrors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the position offline from the service worker after one visit', async () => {
    const { context, page, pageErrors } = await openPage('allow');
    try {
      await page.goto('/jobs');
      await page.getByRole('article', { name: 'Worship Leader' }).waitFor();
      await waitForServiceWorkerControl(page);
      await waitForCachedRecords(page, 'positions', 2);
      await page.goto(`/jobs/${worshipId}`);
      await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
      await context.setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Worship Leader' }).waitFor();
      await context.setOffline(false);
      // The app's own requests fail while offline, as they should; nothing else may.
      expect(pageErrors().filter((error) => !CONNECTION_FAILURE.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers 410 for a closed position and 404 for an unknown one, and the app says so', async () => {
    const { server } = session;
    const unknownId = randomUUID();
    for (const [id, status, title, heading] of [
      [
        closedId,
        410,
        `Choir Director at Hope Community Church · ${SITE}`,
        /^This position closed on /,
      ],
      [unknownId, 404, `Position Not Found · ${SITE}`, 'Position Not Found'],
    ] as const) {
      const raw = await fetch(`${server.url}/jobs/${id}`);
      expect(raw.status, id).toBe(status);
      expect(raw.headers.get('x-robots-tag')).toBe('noindex');
      const head = await readHead(await raw.text());
      expect(head.meta.robots).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
      expect(head.title).toBe(title);

      // The browser logs the page's own status and the app's detail request as failed loads.
      const { context, page, pageErrors } = await openPage('block', [
        { path: `/jobs/${id}`, status },
        { path: api.position(id), status },
      ]);
      try {
        const response = await page.goto(`/jobs/${id}`);
        expect(response?.status()).toBe(status);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await page.title()).toBe(title);
        expect(pageErrors()).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('lists the public positions in the sitemap, which robots.txt names', async () => {
    const { server } = session;
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(await robots.text()).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    for (const id of [internId, worshipId]) {
      expect(xml).toContain(`<loc>${server.url}/jobs/${id}</loc>`);
    }
    expect(xml).toContain(`<loc>${server.url}/jobs</loc>`);
    expect(xml).not.toContain(closedId);
  });

  it("names the feeds in the list's head, and opens them in a tab the service worker controls", async () => {
    const { context, page } = await openPage('allow');
    try {
      await page.goto('/jobs');
      await waitForServiceWorkerControl(page);
      const feeds = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="alternate"]')].map((link) =>
          link.getAttribute('type'),
        ),
      );
      expect(feeds).toEqual(['application/rss+xml', 'application/feed+json']);
      // The feed itself, from the server: not the app's shell.
      const feed = await page.goto(FEED_PATHS.rss);
      expect(feed?.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(await feed?.text()).toContain(`<link>${session.server.url}/jobs/${worshipId}</link>`);
    } finally {
      await context.close();
    }
  });
});
