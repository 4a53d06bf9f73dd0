// Standard clients revalidate: `fetch()` adds `Cache-Control: no-cache` to any request carrying
// If-None-Match (Fetch standard), and the origin must still answer the condition with a 304.
import { beforeEach, describe, expect, it } from 'vitest';
import { adminClient, churchWithProfile, postedPosition } from '../testing/fixtures';
import { appPerTest } from '../testing/per-test';

const app = appPerTest();
let origin: string;

beforeEach(async () => {
  origin = await app.listen();
});

async function approvedPositionId(): Promise<string> {
  const { client } = await churchWithProfile(app, 'grace@church.test');
  const admin = await adminClient(app);
  return (await postedPosition(client, {}, admin)).id;
}

describe('conditional GET from a real fetch()', () => {
  it('answers 304 for /api/positions/{id} although fetch() sends Cache-Control: no-cache', async () => {
    const id = await approvedPositionId();
    const first = await fetch(`${origin}/api/positions/${id}`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    await first.arrayBuffer();

    const again = await fetch(`${origin}/api/positions/${id}`, {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(await again.text()).toBe('');
  });

  it('answers 304 for the list too, the same way', async () => {
    await approvedPositionId();
    const first = await fetch(`${origin}/api/positions`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(`${origin}/api/positions`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('matches a strong form of the tag, a list of tags and *, and sends 200 for another tag', async () => {
    const id = await approvedPositionId();
    const first = await fetch(`${origin}/api/positions/${id}`);
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const ask = async (ifNoneMatch: string) => {
      const res = await fetch(`${origin}/api/positions/${id}`, {
        headers: { 'If-None-Match': ifNoneMatch },
      });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await ask(etag.slice(2))).toBe(304);
    expect(await ask(`"other", ${etag}`)).toBe(304);
    expect(await ask('*')).toBe(304);
    expect(await ask('W/"other"')).toBe(200);
  });
});

describe("the church's own data", () => {
  it('carries an ETag, still kept by no cache, and answers 304 when the copy held is current', async () => {
    const { client } = await churchWithProfile(app, 'grace@church.test');
    const first = await client.get('/api/church/positions');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await client.get('/api/church/positions', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    await postedPosition(client, { title: 'Youth Pastor' });
    const changed = await client.get('/api/church/positions', {
      headers: { 'If-None-Match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
