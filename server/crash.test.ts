// The real server process killed (SIGKILL) in the middle of a stream of writes, then started again
// on the same data: every write it acknowledged is there exactly once, and retrying the others with
// their own Idempotency-Key, as the outbox does, ends with each exactly once. The writes are the
// PWA's: anonymous applications and a church's edits of a position (If-Match, decision 0024).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { afterEach, describe, expect, it } from 'vitest';
import { api, IF_MATCH_HEADER, ifMatchValue } from '../shared/api-routes';
import type { ChurchPosition } from '../shared/types';
import { findFreePort } from '../tests/e2e/support/free-port';
import { idFromKey } from './middleware/idempotency';
import { ageUnfinishedWrites } from './testing/backdate';
import {
  applicationFor,
  churchWithApprovedPosition,
  LONG_DESCRIPTION,
  postedPosition,
} from './testing/fixtures';
import { firstAnswer, killServerProcesses, startServerProcess } from './testing/server-process';
import { createTestApp } from './testing/test-app';
import { openMongoStore } from './store/mongodb/mongo-store';
import { SQLITE_FILE_NAME } from './store/open-store';
import type { Store } from './store/port';
import { openSqliteStore } from './store/sqlite/sqlite-store';

const SESSION_SECRET = 'crash-test-secret-crash-test-secret-0123';
const APPLICATIONS = 36;
const EDITS = 12;
/**
 * One crash per entry: SIGKILL this many milliseconds after the crash's share of acknowledgements
 * came back, while other writes are in flight. Two moments, so that a kill tends to land between a
 * write and its acknowledgement (the write stored, its answer lost) or while a write holds its
 * Idempotency-Key (the retry is told it is still running), and the second crash meets the first's
 * leftovers.
 */
const KILL_DELAYS_MS = [0, 6];
const ACKNOWLEDGED_PER_CRASH = 8;
/** Applications sent at once, as several students' phones coming back online do. */
const APPLYING_AT_ONCE = 6;
/** Longer than the server waits before it takes over a claim whose server died (idempotency.ts). */
const A_MINUTE_LATER_MS = 61_000;
const APPLICATION_SCOPE = 'application.create:anonymous';

type StoreKind = 'sqlite' | 'mongodb';
const storeKinds: StoreKind[] = process.env.MONGODB_URL ? ['sqlite', 'mongodb'] : ['sqlite'];

/** Where the process keeps its data, and how the test opens the same store beside it. */
interface CrashStore {
  env: Record<string, string>;
  open: () => Promise<Store>;
  drop: () => Promise<void>;
}

function crashStore(kind: StoreKind, dataDir: string): CrashStore {
  const url = process.env.MONGODB_URL;
  if (kind === 'sqlite' || !url) {
    return {
      env: {},
      open: () => openSqliteStore(path.join(dataDir, SQLITE_FILE_NAME)),
      drop: () => Promise.resolve(),
    };
  }
  // A fresh database, named in the URL the process reads, dropped at the end.
  const dbName = `jobboard_crash_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const processUrl = new URL(url);
  processUrl.pathname = `/${dbName}`;
  return {
    env: { MONGODB_URL: processUrl.toString() },
    open: () => openMongoStore(url, dbName),
    drop: async () => {
      const client = await MongoClient.connect(url);
      try {
        await client.db(dbName).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}

/** One write of the stream: what is sent, and what came back (nothing when the answer was lost). */
interface Write {
  key: string;
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  answer?: { status: number; body: Record<string, unknown> };
}

const acknowledged = (write: Write) =>
  write.answer !== undefined && write.answer.status >= 200 && write.answer.status < 300;

/** The answer to a key whose claim a dead server still holds; the outbox tries again later. */
const stillRunning = (write: Write) =>
  write.answer?.status === 409 &&
  String(write.answer.body.message).includes('Idempotency-Key is still being processed');

/** Sends `write` with its key; the answer, or nothing when the connection broke or was refused. */
async function send(origin: string, cookie: string, write: Write): Promise<Write['answer']> {
  try {
    const response = await fetch(`${origin}${write.path}`, {
      method: write.method,
      headers: {
        'content-type': 'application/json',
        Origin: origin,
        'Idempotency-Key': write.key,
        ...(cookie ? { cookie } : {}),
        ...write.headers,
      },
      body: JSON.stringify(write.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  } catch {
    return undefined;
  }
}

afterEach(killServerProcesses);

describe('a server killed in the middle of writes', () => {
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  for (const kind of storeKinds) {
    it(`keeps every acknowledged write once, and the retried ones once, on ${kind}`, async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-crash-'));
      dataDirs.push(dataDir);
      const store = crashStore(kind, dataDir);
      try {
        // A church with a live position (applications) and a pending one (its edits), made
        // in-process on the store the server process then opens, with the same session secret.
        const setupStore = await store.open();
        const app = await createTestApp({ store: setupStore, env: { SESSION_SECRET } });
        const { church, position: live } = await churchWithApprovedPosition(app);
        const edited = await postedPosition(church, { title: 'Children’s Pastor' });
        await app.close();
        await setupStore.close();
        const cookie = [...church.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

        const port = await findFreePort();
        const origin = `http://127.0.0.1:${port}`;
        const startServer = async () => {
          const server = startServerProcess({
            ...store.env,
            DATA_DIR: dataDir,
            PORT: String(port),
            SESSION_SECRET,
            ADMIN_EMAILS: 'admin@college.test',
            LOG_REQUESTS: 'false',
            APPLICATION_RATE_LIMIT: '1000',
          });
          expect((await firstAnswer(port, '/readyz')).status).toBe(200);
          return server;
        };

        const run = randomUUID().slice(0, 8);
        const applications: Write[] = Array.from({ length: APPLICATIONS }, (_, i) => {
          const { resumeUrl: _none, ...input } = applicationFor(live.id, {
            studentName: `Student ${String(i)}`,
            studentEmail: `student${String(i)}@student.test`,
          });
          return {
            key: `apply-${run}-${String(i)}`,
            method: 'POST',
            path: api.applications,
            body: input,
            headers: {},
          };
        });
        // Each edit starts from the version the one before it makes, as the outbox counts them.
        const edits: Write[] = Array.from({ length: EDITS }, (_, i) => ({
          key: `edit-${run}-${String(i + 1)}`,
          method: 'PUT',
          path: api.position(edited.id),
          body: {
            title: `Edit ${String(i + 1)}`,
            description: LONG_DESCRIPTION,
            positionType: 'part-time',
          },
          headers: { [IF_MATCH_HEADER]: ifMatchValue(edited.version + i) },
        }));
        const all = [...applications, ...edits];

        const deliver = async (write: Write) => {
          write.answer = await send(origin, write.method === 'PUT' ? cookie : '', write);
          // An edit whose first attempt landed before the crash is refused at its old version,
          // with the position as that very edit left it: it is there, once.
          if (write.answer?.status === 412) {
            const current = write.answer.body.current as { title: string; version: number };
            expect(current.title).toBe(write.body.title);
            write.answer = { status: 200, body: current };
          }
        };

        /**
         * What the outbox does on each device: send what has no acknowledgement, applications a
         * few at a time, the church's edits one after another, stopping at the first without one.
         * `stopped` ends the sending early (the server was killed).
         */
        const flush = async (stopped: () => boolean, afterAnswer: () => void) => {
          const waiting = applications.filter((write) => !acknowledged(write));
          const applying = async () => {
            for (let next = waiting.shift(); next && !stopped(); next = waiting.shift()) {
              await deliver(next);
              afterAnswer();
            }
          };
          const editing = async () => {
            for (const edit of edits.filter((write) => !acknowledged(write))) {
              if (stopped()) return;
              await deliver(edit);
              afterAnswer();
              if (!acknowledged(edit)) return;
            }
          };
          await Promise.all([...Array.from({ length: APPLYING_AT_ONCE }, applying), editing()]);
        };

        const get = async <T>(url: string): Promise<T> => {
          const response = await fetch(`${origin}${url}`, { headers: { cookie } });
          expect(response.status).toBe(200);
          return (await response.json()) as T;
        };
        const keyedId = (write: Write) => idFromKey(APPLICATION_SCOPE, write.key);
        const storedApplicationIds = async () =>
          (await get<{ id: string }[]>(api.churchPositionApplications(live.id))).map(
            (application) => application.id,
          );
        const editedNow = () => get<ChurchPosition>(api.churchPosition(edited.id));

        let server = await startServer();
        for (const [crash, delay] of KILL_DELAYS_MS.entries()) {
          const target = all.filter(acknowledged).length + ACKNOWLEDGED_PER_CRASH;
          let killed = false;
          const dying = server;
          await flush(
            () => killed,
            () => {
              if (!killed && all.filter(acknowledged).length >= target) {
                killed = true;
                setTimeout(() => dying.child.kill('SIGKILL'), delay);
              }
            },
          );
          expect(killed).toBe(true);
          expect(await dying.exited).toBeNull();
          // Only acknowledgements, lost answers and "still running" came back.
          expect(
            all.filter((write) => write.answer && !acknowledged(write) && !stillRunning(write)),
          ).toEqual([]);

          if (crash === KILL_DELAYS_MS.length - 1) {
            // The last restart comes a minute after the crash: the claims the dead server held
            // are stale by then, so every write still waiting goes through.
            const aging = await store.open();
            try {
              await ageUnfinishedWrites(aging, A_MINUTE_LATER_MS);
            } finally {
              await aging.close();
            }
          }
          server = await startServer();
          // Every acknowledged application is there once, under the id its key gives; nothing
          // else is (a write whose answer was lost may be there too, once).
          const ids = await storedApplicationIds();
          expect(new Set(ids).size).toBe(ids.length);
          expect(ids.every((id) => applications.some((write) => keyedId(write) === id))).toBe(true);
          for (const write of applications.filter(acknowledged)) {
            expect(write.answer?.body.id).toBe(keyedId(write));
            expect(ids).toContain(keyedId(write));
          }
          // Every acknowledged edit is there once: each moved the version on by exactly one (the
          // one whose answer was lost may have landed too).
          const editsAcknowledged = edits.filter(acknowledged).length;
          const position = await editedNow();
          const editsStored = position.version - edited.version;
          expect([editsAcknowledged, editsAcknowledged + 1]).toContain(editsStored);
          if (editsStored > 0) expect(position.title).toBe(`Edit ${String(editsStored)}`);
        }

        // The outbox sends everything still waiting, with the same keys.
        await flush(
          () => false,
          () => undefined,
        );
        expect(all.filter((write) => !acknowledged(write))).toEqual([]);

        // Each application once, under the id its key gives; the edits applied in order, once each.
        expect((await storedApplicationIds()).sort()).toEqual(applications.map(keyedId).sort());
        const finalPosition = await editedNow();
        expect(finalPosition.version - edited.version).toBe(EDITS);
        expect(finalPosition.title).toBe(`Edit ${String(EDITS)}`);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      } finally {
        await store.drop();
      }
    }, 90_000);
  }
});
