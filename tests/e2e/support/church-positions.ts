// A church's position writes through the real API, for browser tests whose subject is what the
// college does with them: post (with a job description file), edit with If-Match, close. And the
// one thing the API cannot do: make a position look live for 60 days (through the SQLite file).
import path from 'node:path';
import type { APIResponse, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { IF_MATCH_HEADER, api, ifMatchValue } from '../../../shared/api-routes';
import { UPLOAD_PUT_HEADERS } from '../../../shared/constants';
import type { ChurchPosition, Position } from '../../../shared/types';
import { SQLITE_FILE_NAME } from '../../../server/store/open-store';
import { openSqliteStore, setPositionApprovedAt } from '../../../server/store/sqlite/sqlite-store';
import { onePagePdf } from './applications';
import type { RunningServer } from './server';

/** What the post-position form sends; any field left out is empty. */
export type PositionFields = Record<string, string | null>;

function origin(server: RunningServer) {
  return { Origin: server.url };
}

/** The answer's JSON, once it has the expected status (else the test fails with its body). */
async function answer<T>(response: APIResponse, status: number): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** Uploads a one-page PDF as the church's job description file; returns its stored address. */
export async function uploadJobDescription(
  server: RunningServer,
  church: BrowserContext,
): Promise<string> {
  const pdf = onePagePdf('Job description');
  const grant = await church.request.post(`${server.url}${api.uploadJobDescription}`, {
    data: { contentType: 'application/pdf', filename: 'job.pdf', size: pdf.length },
    headers: origin(server),
  });
  expect(grant.status(), await grant.text()).toBe(200);
  const { url } = (await grant.json()) as { url: string };
  const put = await church.request.put(url, {
    data: pdf,
    headers: { ...origin(server), 'Content-Type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
  });
  expect(put.ok(), await put.text()).toBe(true);
  return url.split('?')[0] ?? '';
}

/** POST /api/positions as the church. */
export async function postPosition(
  server: RunningServer,
  church: BrowserContext,
  fields: PositionFields,
): Promise<Position> {
  const response = await church.request.post(`${server.url}${api.positions}`, {
    data: fields,
    headers: origin(server),
  });
  return answer<Position>(response, 201);
}

/** GET /api/church/positions/{id}: the church's view, with its version and the college's answer. */
export async function churchPosition(
  server: RunningServer,
  church: BrowserContext,
  id: string,
): Promise<ChurchPosition> {
  return answer<ChurchPosition>(
    await church.request.get(`${server.url}${api.churchPosition(id)}`),
    200,
  );
}

/** PUT /api/positions/{id} from the version the church has now, as its edit form sends it. */
export async function editPosition(
  server: RunningServer,
  church: BrowserContext,
  id: string,
  fields: PositionFields,
): Promise<ChurchPosition> {
  const { version } = await churchPosition(server, church, id);
  const response = await church.request.put(`${server.url}${api.position(id)}`, {
    data: fields,
    headers: { ...origin(server), [IF_MATCH_HEADER]: ifMatchValue(version) },
  });
  return answer<ChurchPosition>(response, 200);
}

/** POST /api/positions/{id}/close as the church. */
export async function closePosition(
  server: RunningServer,
  church: BrowserContext,
  id: string,
  reason: 'filled' | 'no-longer-hiring',
): Promise<void> {
  const response = await church.request.post(`${server.url}${api.positionClose(id)}`, {
    data: { reason },
    headers: origin(server),
  });
  await answer<ChurchPosition>(response, 200);
}

/**
 * Makes positions look live for `days` days, in the running server's SQLite file (it reads it on
 * its next request): the 60 days of the archive count from when a position went live.
 */
export async function setLiveForDays(
  server: RunningServer,
  ids: readonly string[],
  days: number,
): Promise<void> {
  const store = await openSqliteStore(path.join(server.dataDir, SQLITE_FILE_NAME));
  try {
    const approvedAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    for (const id of ids) await setPositionApprovedAt(store, id, approvedAt);
  } finally {
    await store.close();
  }
}
