// The pages the server answers, through the whole app (in-process, the real web/index.html as the
// template): a public position's head and JobPosting, escaping, the 410/404 of positions that are
// not public, the list and landing pages, and noindex on private pages.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChurchProfile, Position } from '../../shared/types';
import { api } from '../../shared/api-routes';
import { dateText } from '../../shared/dates';
import { FEED_PATHS } from '../../shared/feed-paths';
import {
  adminClient,
  churchWithProfile,
  LONG_DESCRIPTION,
  postedPosition,
} from '../testing/fixtures';
import { positionPastArchive } from '../testing/backdate';
import { TestClient } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { PRIVATE_PATH_PREFIXES } from './page-routes';
import { readHead } from './testing/read-head';

const PUBLIC_URL = 'https://jobs.college.test';
const SITE = 'Test College Job Board';
const DAY_MS = 24 * 60 * 60 * 1000;

let webDir: string;
let app: TestApp;
let anonymous: TestClient;
let admin: TestClient;
let church: { client: TestClient; profile: ChurchProfile };

beforeAll(() => {
  webDir = mkdtempSync(path.join(tmpdir(), 'app-pages-'));
  copyFileSync(
    path.join(import.meta.dirname, '../../web/index.html'),
    path.join(webDir, 'index.html'),
  );
});

afterAll(() => rmSync(webDir, { recursive: true, force: true }));

beforeEach(async () => {
  app = await createTestApp({
    webDir,
    env: { PUBLIC_URL, COLLEGE_NAME: 'Test College' },
  });
  anonymous = new TestClient(app.callback);
  admin = await adminClient(app);
  church = await churchWithProfile(app, 'grace@church.test', {
    churchName: 'Grace Fellowship Church',
    location: 'Springfield',
    website: 'gracefellowship.example',
    logoUrl: 'https://cdn.college.test/grace.png',
  });
});

afterEach(() => app.close());

const page = async (url: string, client = anonymous) => {
  const response = await client.get(url);
  return { response, head: await readHead(response.text) };
};

describe('a public position', () => {
  it('has its own title, description, canonical, preview tags and JobPosting', async () => {
    const position = await postedPosition(
      church.client,
      {
        title: 'Youth Ministry Intern',
        positionType: 'part-time',
        employmentType: 'internship',
        responsibilities: 'Plan Wednesday gatherings\nMentor a small group',
        compensation: 'Stipend',
      },
      admin,
    );
    const { response, head } = await page(`/jobs/${position.id}`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-robots-tag']).toBeUndefined();
    const url = `${PUBLIC_URL}/jobs/${position.id}`;
    expect(head.title).toBe(`Youth Ministry Intern at Grace Fellowship Church · ${SITE}`);
    expect(head.meta.description).toBe(LONG_DESCRIPTION);
    expect(head.meta.robots).toBeUndefined();
    expect(head.canonical).toBe(url);
    expect(head.meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': SITE,
      'og:title': 'Youth Ministry Intern at Grace Fellowship Church',
      'og:url': url,
      'og:image': 'https://cdn.college.test/grace.png',
      'twitter:card': 'summary',
      'twitter:title': 'Youth Ministry Intern at Grace Fellowship Church',
    });
    expect(head.meta['og:description']).toMatch(/^Part-time internship in Springfield\. /);
    expect(head.meta['twitter:description']).toBe(head.meta['og:description']);
    expect(head.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Youth Ministry Intern',
        description: expect.stringMatching(
          /^<p>.+<\/p><p>Responsibilities<\/p><ul><li>Plan Wednesday gatherings<\/li><li>Mentor a small group<\/li><\/ul><p>Compensation: Stipend<\/p>$/,
        ) as unknown,
        // It went live when it was approved: its 60 days count from then.
        datePosted: position.approvedAt,
        validThrough: new Date(Date.parse(position.approvedAt ?? '') + 60 * DAY_MS).toISOString(),
        employmentType: ['PART_TIME', 'INTERN'],
        url,
        directApply: true,
        identifier: {
          '@type': 'PropertyValue',
          name: 'Grace Fellowship Church',
          value: position.id,
        },
        hiringOrganization: {
          '@type': 'Organization',
          name: 'Grace Fellowship Church',
          sameAs: 'https://gracefellowship.example',
          logo: 'https://cdn.college.test/grace.png',
        },
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Springfield',
            addressCountry: 'US',
          },
        },
      },
    ]);
    // The app's own entry script is still there, after the head.
    expect(response.text).toContain('<div id="root"></div>');
  });

  it('escapes a hostile title and church name for each place they go', async () => {
    const hostile = await churchWithProfile(app, 'hostile@church.test', {
      churchName: `St. Mary's "Grace" <b>Church</b>`,
      location: 'Spring & field',
    });
    const title = `Lead "Pastor" </script><script>alert(1)</script> <!-- $& $' it's`;
    const position = await postedPosition(
      hostile.client,
      { title, positionType: 'full-time' },
      admin,
    );
    const { response, head } = await page(`/jobs/${position.id}`);
    expect(response.status).toBe(200);
    const heading = `${title} at St. Mary's "Grace" <b>Church</b>`;
    expect(head.title).toBe(`${heading} · ${SITE}`);
    expect(head.meta['og:title']).toBe(heading);
    expect(head.meta['og:description']).toMatch(/^Full-time in Spring & field\. /);
    // One script in the head, the JSON-LD, whole: nothing ended it early or started another.
    expect(head.scriptCount).toBe(1);
    expect(head.jsonLd).toHaveLength(1);
    expect(head.jsonLd[0]).toMatchObject({
      title,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: `St. Mary's "Grace" <b>Church</b>` },
      jobLocation: { address: { addressLocality: 'Spring & field' } },
    });
    expect(response.text).not.toContain('<script>alert(1)');
    expect(response.text).not.toContain('<b>Church');
    const jsonLd = /<script type="application\/ld\+json">([^]*?)<\/script>/.exec(
      response.text,
    )?.[1];
    expect(jsonLd).not.toMatch(/[<>]/);
  });

  it('folds and cuts a long description for the meta description, and leaves out what is not https', async () => {
    const plain = await churchWithProfile(app, 'plain@church.test', {
      churchName: 'Plain Church',
      location: 'Riverside',
    });
    const description = `Serve   our\n\ncongregation ${'with joy and patience '.repeat(20)}`;
    const position = await postedPosition(plain.client, { description }, admin);
    const { head } = await page(`/jobs/${position.id}`);
    expect(head.meta.description).toMatch(/^Serve our congregation with joy/);
    expect(head.meta.description?.length).toBeLessThanOrEqual(155);
    expect(head.meta.description).toMatch(/[a-z]…$/);
    expect(head.meta['og:image']).toBeUndefined();
    const posting = head.jsonLd[0] as { hiringOrganization: Record<string, unknown> };
    expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Plain Church' });
  });

  it('answers HEAD and revalidates with a 304', async () => {
    const position = await postedPosition(church.client, {}, admin);
    const first = await anonymous.get(`/jobs/${position.id}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    const again = await anonymous.get(`/jobs/${position.id}`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    const head = await anonymous.request('HEAD', `/jobs/${position.id}`);
    expect(head.status).toBe(200);
    expect(head.raw.length).toBe(0);
  });
});

describe('a position that is not public', () => {
  /** The app's 'Position Not Found' page: noindex, no JSON-LD, nothing of the position. */
  async function expectNotFoundPage(url: string, status: number, secret?: string) {
    const { response, head } = await page(url);
    expect(response.status, url).toBe(status);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe(`Position Not Found · ${SITE}`);
    expect(head.jsonLd).toEqual([]);
    expect(head.canonical).toBeNull();
    expect(head.meta['og:title']).toBeUndefined();
    expect(response.text).toContain('<div id="root"></div>');
    if (secret) expect(response.text).not.toContain(secret);
  }

  it('answers 410 once closed, named and said closed, noindex, nothing of its text', async () => {
    const position = await positionPastArchive(app, church.client, admin, {
      title: 'Closed Post',
      description: 'A secret description of the closed post, never shown once it closed.',
    });
    const archived = await admin.post<{ count: number }>('/api/admin/archive-old', { daysOld: 60 });
    expect(archived.body.count).toBe(1);
    const { response, head } = await page(`/jobs/${position.id}`);
    expect(response.status).toBe(410);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(head.meta.robots).toBe('noindex');
    expect(head.title).toBe(`Closed Post at Grace Fellowship Church · ${SITE}`);
    const closedOn = dateText((await app.store.positions.findById(position.id))!.closedAt!);
    expect(head.meta.description).toBe(`This position closed on ${closedOn}.`);
    expect(head.jsonLd).toEqual([]);
    expect(head.canonical).toBeNull();
    expect(head.meta['og:title']).toBeUndefined();
    expect(response.text).not.toContain('secret description');
  });

  it('says a filled position was filled', async () => {
    const position = await postedPosition(church.client, { title: 'Filled Post' }, admin);
    expect(
      (await church.client.post(api.positionClose(position.id), { reason: 'filled' })).status,
    ).toBe(200);
    const { response, head } = await page(`/jobs/${position.id}`);
    expect(response.status).toBe(410);
    expect(head.meta.description).toBe('This position was filled.');
  });

  it('answers 404 when unknown or waiting for approval', async () => {
    const pending: Position = await postedPosition(church.client, { title: 'Secret Pending' });
    await expectNotFoundPage(`/jobs/${pending.id}`, 404, 'Secret Pending');
    await expectNotFoundPage('/jobs/00000000-0000-4000-8000-000000000000', 404);
    await expectNotFoundPage(`/jobs/${'x'.repeat(300)}`, 404);
    // Another church does not see it either.
    const other = await churchWithProfile(app, 'other@church.test');
    expect((await other.client.get(`/jobs/${pending.id}`)).status).toBe(404);
  });

  it('is a private 200 for its church and admins, who see it in the app, still noindex', async () => {
    const pending = await postedPosition(church.client, { title: 'Secret Pending' });
    for (const client of [church.client, admin]) {
      const { response, head } = await page(`/jobs/${pending.id}`, client);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(head.meta.robots).toBe('noindex');
      expect(head.jsonLd).toEqual([]);
    }
  });
});

describe('the other pages', () => {
  it('names the feeds in the head of /jobs', async () => {
    const { head } = await page('/jobs');
    expect(head.alternates).toEqual([
      {
        type: 'application/rss+xml',
        title: `${SITE}: open positions (RSS)`,
        href: `${PUBLIC_URL}${FEED_PATHS.rss}`,
      },
      {
        type: 'application/feed+json',
        title: `${SITE}: open positions (JSON Feed)`,
        href: `${PUBLIC_URL}${FEED_PATHS.json}`,
      },
    ]);
    expect((await page('/')).head.alternates).toEqual([]);
  });

  it('gives / and /jobs their own title, description and canonical on PUBLIC_URL', async () => {
    const home = await page('/');
    expect(home.response.status).toBe(200);
    expect(home.head.title).toBe(SITE);
    expect(home.head.meta.description).toContain('near Test College');
    expect(home.head.canonical).toBe(`${PUBLIC_URL}/`);
    expect(home.head.meta['og:url']).toBe(`${PUBLIC_URL}/`);
    expect(home.head.meta.robots).toBeUndefined();
    const jobs = await page('/jobs?search=youth');
    expect(jobs.head.title).toBe(`Browse Positions · ${SITE}`);
    expect(jobs.head.meta.description).toContain('Test College');
    expect(jobs.head.canonical).toBe(`${PUBLIC_URL}/jobs`);
    expect(jobs.head.jsonLd).toEqual([]);
  });

  it('marks private pages and unknown addresses noindex', async () => {
    const urls = [
      '/church/dashboard',
      '/church/applications/some-id',
      '/admin/dashboard',
      '/login',
      '/login?mode=sign-up',
      '/select-role',
      '/reset-password?token=abc',
      '/outbox',
      '/saved',
      '/my-applications',
      '/application-status/some-token',
      '/no-such-page',
    ];
    for (const url of urls) {
      const { response, head } = await page(url);
      expect(response.status, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(head.meta.robots, url).toBe('noindex');
      expect(head.canonical, url).toBeNull();
      expect(head.title, url).toBe(SITE);
    }
    expect(PRIVATE_PATH_PREFIXES.length).toBeGreaterThan(0);
  });

  it('serves index.html itself as built: the shell the service worker keeps', async () => {
    const shell = await anonymous.get('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.text).toContain('<title>Job Board</title>');
    expect(shell.text).toContain('<!-- page-head -->');
  });
});

describe('when the store does not answer', () => {
  it('sends the template as built with a 503 for a position, and the other pages as usual', async () => {
    const store = await openSqliteStore(':memory:');
    const broken = await createTestApp({ webDir, store, env: { COLLEGE_NAME: 'Test College' } });
    try {
      await store.close();
      const client = new TestClient(broken.callback);
      const position = await client.get('/jobs/00000000-0000-4000-8000-000000000000');
      expect(position.status).toBe(503);
      expect(position.text).toContain('<title>Job Board</title>');
      expect(broken.log.lines).toContainEqual(
        expect.objectContaining({ level: 'error', msg: 'page not rendered' }),
      );
      expect((await client.get('/jobs')).status).toBe(200);
    } finally {
      await broken.close();
    }
  });
});
