// /robots.txt and /sitemap.xml through the whole app: what a crawler is allowed, and which pages it
// is told about (public positions only, on PUBLIC_URL whatever Host the request names).
import { beforeEach, describe, expect, it } from 'vitest';
import type { Position } from '../../shared/types';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { positionPastArchive } from '../testing/backdate';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';

const PUBLIC_URL = 'https://jobs.college.test';

const app = appPerTest({ env: { PUBLIC_URL } });
let anonymous: TestClient;

beforeEach(() => {
  anonymous = new TestClient(app.callback);
});

describe('GET /robots.txt', () => {
  it('allows the public pages, keeps crawlers out of the API and private pages, names the sitemap', async () => {
    const response = await anonymous.get('/robots.txt', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of [
      '/api/',
      '/church/',
      '/admin/',
      '/outbox',
      '/saved',
      '/my-applications',
      '/application-status/',
      '/login',
      '/select-role',
      '/reset-password',
    ]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    // What the app's public pages read stays open to a crawler that runs the app.
    expect(lines).toContain('Allow: /api/positions');
    expect(lines).not.toContain('Disallow: /jobs');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  /** The <loc> and <lastmod> of each <url>. */
  const entries = (xml: string) =>
    [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => ({ loc, lastmod }),
    );

  it('lists /, /jobs and every public position with its last change, on PUBLIC_URL', async () => {
    const admin = await adminClient(app);
    const church = await churchWithProfile(app, 'grace@church.test');
    const open: Position = await postedPosition(church.client, { title: 'Open Post' }, admin);
    const pending = await postedPosition(church.client, { title: 'Pending Post' });
    const closed = await positionPastArchive(app, church.client, admin, { title: 'Closed Post' });
    await admin.post('/api/admin/archive-old', { daysOld: 60 });

    const response = await anonymous.get('/sitemap.xml', { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const stored = await app.store.positions.findById(open.id);
    expect(entries(response.text)).toEqual([
      { loc: `${PUBLIC_URL}/`, lastmod: undefined },
      { loc: `${PUBLIC_URL}/jobs`, lastmod: stored?.updatedAt },
      { loc: `${PUBLIC_URL}/jobs/${open.id}`, lastmod: stored?.updatedAt },
    ]);
    expect(response.text).not.toContain(pending.id);
    expect(response.text).not.toContain(closed.id);
    expect(response.text).not.toContain('evil.example');
  });

  it('follows approvals at once and revalidates with a 304 in between', async () => {
    const admin = await adminClient(app);
    const church = await churchWithProfile(app, 'grace@church.test');
    const first = await anonymous.get('/sitemap.xml');
    expect(entries(first.text)).toHaveLength(2);
    const again = await anonymous.get('/sitemap.xml', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.status).toBe(304);
    const approved = await postedPosition(church.client, {}, admin);
    const after = await anonymous.get('/sitemap.xml', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(after.status).toBe(200);
    expect(after.text).toContain(`${PUBLIC_URL}/jobs/${approved.id}`);
  });

  it('is compressed for the client once it is big enough', async () => {
    const admin = await adminClient(app);
    const church = await churchWithProfile(app, 'grace@church.test');
    for (let i = 0; i < 12; i += 1)
      await postedPosition(church.client, { title: `Post ${i}` }, admin);
    const response = await anonymous.get('/sitemap.xml', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });
});
