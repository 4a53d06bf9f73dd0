// The server under load: a fresh production process (tests/e2e/support/server.ts: `node --import
// tsx server/main.ts`, a free loopback port, its own DATA_DIR), on SQLite, or on MongoDB in a
// database of its own that is dropped afterwards.
import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { startServer, type RunningServer } from '../../tests/e2e/support/server';
import { pinToServerCore } from '../cores';
import { LOAD_ADMIN_EMAIL } from './seed';

/** The store a run uses. */
export type StoreKind = 'sqlite' | 'mongodb';

/**
 * The per-address limit on anonymous applications (and, three times it, on upload addresses): all
 * the load's students come from 127.0.0.1, so the production limit would refuse them after a few
 * seconds and measure the limiter's 429s instead of the board (docs/decisions/0032).
 */
export const UNCAPPED_APPLICATION_RATE_LIMIT = '1000000000';

/** A started server and how to be done with it. */
export interface BenchServer {
  server: RunningServer;
  /** Stops the process, removes its DATA_DIR and drops its MongoDB database. */
  stop: () => Promise<void>;
}

/** Starts the app for one run; `pin` moves it to the servers' core. */
export async function startBenchServer(
  kind: StoreKind,
  mongodbUrl: string | undefined,
  pin: boolean,
): Promise<BenchServer> {
  let database: { url: string; name: string } | undefined;
  if (kind === 'mongodb') {
    if (!mongodbUrl) throw new Error('MONGODB_URL is needed for the MongoDB run');
    const url = new URL(mongodbUrl);
    const name = `jobboard_load_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    url.pathname = `/${name}`;
    database = { url: String(url), name };
  }
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      // As in production: one log line per request.
      LOG_REQUESTS: 'true',
      COLLEGE_NAME: 'Load College',
      ADMIN_EMAILS: LOAD_ADMIN_EMAIL,
      APPLICATION_RATE_LIMIT: UNCAPPED_APPLICATION_RATE_LIMIT,
      ...(database ? { MONGODB_URL: database.url } : {}),
    },
  });
  if (pin && !pinToServerCore(server.pid)) {
    await server.stop();
    throw new Error('could not pin the server to its core (taskset)');
  }
  return {
    server,
    stop: async () => {
      await server.stop();
      if (!database || !mongodbUrl) return;
      const client = await MongoClient.connect(mongodbUrl);
      try {
        await client.db(database.name).dropDatabase();
      } finally {
        await client.close();
      }
    },
  };
}
