// The feeds of open positions, read as a feed reader reads them: the RSS well-formed (an XML
// validator) and parsed, the JSON Feed checked against the 1.1 specification's required fields;
// only approved, open positions, newest first, each with its page on PUBLIC_URL and the day it went
// live; the list's own query (?type=) in both and in their self links; hostile text escaped; a 304
// for an unchanged feed.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEED_PATHS } from '../../shared/feed-paths';
import type { ChurchProfile, Position } from '../../shared/types';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { FEED_ITEMS, JSON_FEED_VERSION } from './position-feeds';

const PUBLIC_URL = 'https://jobs.college.test';
const app = appPerTest({ env: { PUBLIC_URL, COLLEGE_NAME: 'Test College' } });

let anonymous: TestClient;
let admin: TestClient;
let church: { client: TestClient; profile: ChurchProfile };

beforeEach(async () => {
  anonymous = new TestClient(app.callback);
  admin = await adminClient(app);
  church = await churchWithProfile(app, 'grace@church.test', { churchName: 'Grace Church' });
});

/** An approved, open position of Grace's, as the store holds it now. */
async function live(title: string, positionType = 'part-time'): Promise<Position> {
  const position = await postedPosition(church.client, { title, positionType }, admin);
  return (await app.store.positions.findById(position.id))!;
}

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  category: string;
  description: string;
}

/** The RSS at `path`, checked well-formed, parsed. */
async function rss(path: string) {
  const response = await anonymous.get(path);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(response.text)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    // Character references ('&#39;') read as every XML parser reads them.
    htmlEntities: true,
    isArray: (name) => name === 'item',
    parseTagValue: false,
  }).parse(response.text) as {
    rss: {
      '@_version': string;
      channel: {
        title: string;
        link: string;
        description: string;
        'atom:link': { '@_href': string; '@_rel': string };
        item?: RssItem[];
      };
    };
  };
  expect(parsed.rss['@_version']).toBe('2.0');
  return { response, channel: parsed.rss.channel, items: parsed.rss.channel.item ?? [] };
}

interface JsonFeedItem {
  id: string;
  url: string;
  title: string;
  content_text: string;
  date_published: string;
  tags: string[];
  authors?: Array<{ name: string }>;
}

/** The JSON Feed at `path`, checked for what JSON Feed 1.1 requires. */
async function jsonFeedAt(path: string) {
  const response = await anonymous.get<{
    version: string;
    title: string;
    home_page_url: string;
    feed_url: string;
    items: JsonFeedItem[];
  }>(path);
  expect(response.status).toBe(200);
  expect(response.headers['content-type']).toBe('application/feed+json; charset=utf-8');
  const feed = response.body;
  // Required: version, title, items; each item an id and content_html or content_text.
  expect(feed.version).toBe(JSON_FEED_VERSION);
  expect(feed.title).toEqual(expect.any(String));
  expect(Array.isArray(feed.items)).toBe(true);
  for (const item of feed.items) {
    expect(item.id).toEqual(expect.any(String));
    expect(item.content_text).toEqual(expect.any(String));
    expect(new Date(item.date_published).toISOString()).toBe(item.date_published);
  }
  return feed;
}

describe('the RSS feed of open positions', () => {
  it('lists the approved, open positions, newest first, each with its page and the day it went live', async () => {
    const older = await live('Worship Leader', 'full-time');
    const newer = await live('Youth Pastor');
    await postedPosition(church.client, { title: 'Still Pending' });
    const closed = await live('Choir Director');
    await app.store.positions.close(closed.id, 'filled');

    const { channel, items } = await rss(FEED_PATHS.rss);
    expect(channel.title).toBe('Test College Job Board: open positions');
    expect(channel.link).toBe(`${PUBLIC_URL}/jobs`);
    expect(channel['atom:link']).toMatchObject({
      '@_href': `${PUBLIC_URL}${FEED_PATHS.rss}`,
      '@_rel': 'self',
    });
    expect(items.map((item) => item.title)).toEqual([
      'Youth Pastor at Grace Church',
      'Worship Leader at Grace Church',
    ]);
    const [first, second] = items;
    expect(first?.link).toBe(`${PUBLIC_URL}/jobs/${newer.id}`);
    expect(first?.guid).toEqual({ '#text': first?.link, '@_isPermaLink': 'true' });
    expect(first?.category).toBe('Part-time');
    expect(first?.description).toBe(newer.description.trim());
    expect(second?.category).toBe('Full-time');
    // RFC 822 dates, to the second of going live.
    expect(new Date(first?.pubDate ?? '').getTime()).toBe(
      Math.floor(Date.parse(newer.approvedAt!) / 1000) * 1000,
    );
    expect(new Date(second?.pubDate ?? '').getTime()).toBe(
      Math.floor(Date.parse(older.approvedAt!) / 1000) * 1000,
    );
  });

  it("takes the list's query, in its items and its links", async () => {
    await live('Worship Leader', 'full-time');
    await live('Youth Pastor', 'part-time');
    const { channel, items } = await rss(`${FEED_PATHS.rss}?type=part-time`);
    expect(items.map((item) => item.title)).toEqual(['Youth Pastor at Grace Church']);
    expect(channel.title).toBe('Test College Job Board: open part-time positions');
    expect(channel.link).toBe(`${PUBLIC_URL}/jobs?type=part-time`);
    expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}${FEED_PATHS.rss}?type=part-time`);
    // A query it does not know is ignored: every open position.
    expect((await rss(`${FEED_PATHS.rss}?type=volunteer&x=1`)).items).toHaveLength(2);
    // The search text, as the list's search box matches it.
    const searched = await rss(`${FEED_PATHS.rss}?q=${encodeURIComponent(' worship ')}`);
    expect(searched.items.map((item) => item.title)).toEqual(['Worship Leader at Grace Church']);
    expect(searched.channel.title).toBe(
      'Test College Job Board: open positions matching "worship"',
    );
    expect(searched.channel.link).toBe(`${PUBLIC_URL}/jobs?q=worship`);
  });

  it('escapes what churches write, and stays well-formed', async () => {
    const hostile = '<script>alert("x")</script> & Sons\' ]]>';
    await live(hostile);
    const { response, items } = await rss(FEED_PATHS.rss);
    expect(response.text).not.toContain('<script>');
    expect(items[0]?.title).toBe(`${hostile} at Grace Church`);
  });

  it('carries at most the newest FEED_ITEMS positions, and answers 304 when unchanged', async () => {
    for (let n = 0; n <= FEED_ITEMS; n += 1) await live(`Position ${n}`);
    const { response, items } = await rss(FEED_PATHS.rss);
    expect(items).toHaveLength(FEED_ITEMS);
    expect(items[0]?.title).toBe(`Position ${FEED_ITEMS} at Grace Church`);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const again = await anonymous.get(FEED_PATHS.rss, {
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.status).toBe(304);
  });

  it('is a well-formed, empty channel when nothing is open', async () => {
    const { channel, items } = await rss(FEED_PATHS.rss);
    expect(channel.title).toBe('Test College Job Board: open positions');
    expect(items).toEqual([]);
  });
});

describe('the JSON Feed of open positions', () => {
  it('lists the same positions as the RSS, with the query', async () => {
    const worship = await live('Worship Leader', 'full-time');
    const youth = await live('Youth Pastor');
    const feed = await jsonFeedAt(FEED_PATHS.json);
    expect(feed.home_page_url).toBe(`${PUBLIC_URL}/jobs`);
    expect(feed.feed_url).toBe(`${PUBLIC_URL}${FEED_PATHS.json}`);
    expect(feed.items).toEqual([
      {
        id: `${PUBLIC_URL}/jobs/${youth.id}`,
        url: `${PUBLIC_URL}/jobs/${youth.id}`,
        title: 'Youth Pastor at Grace Church',
        content_text: youth.description.trim(),
        date_published: new Date(youth.approvedAt!).toISOString(),
        tags: ['Part-time'],
        authors: [{ name: 'Grace Church' }],
      },
      expect.objectContaining({ id: `${PUBLIC_URL}/jobs/${worship.id}`, tags: ['Full-time'] }),
    ]);

    const fullTime = await jsonFeedAt(`${FEED_PATHS.json}?type=full-time`);
    expect(fullTime.items.map((item) => item.title)).toEqual(['Worship Leader at Grace Church']);
    expect(fullTime.feed_url).toBe(`${PUBLIC_URL}${FEED_PATHS.json}?type=full-time`);
  });
});
