// npm run bench:api: requests per second of the app's hottest calls against a bare node:http server
// sending the same bytes, measured in the same run, on SQLite and (with MONGODB_URL) on MongoDB.
// The app and the baseline each run in their own process; the load comes from this one.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { openMongoStore } from '../server/store/mongodb/mongo-store';
import type { Store } from '../server/store/port';
import { openSqliteStore } from '../server/store/sqlite/sqlite-store';
import { capture } from './capture-response';
import { onServerCore, pinLoadGenerator } from './cores';
import { findFreePort as freePort } from '../tests/e2e/support/free-port';

const POSITIONS = 1000;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/** Rounds per comparison, each one run of the app and one of the baseline: two cores are noisy. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 10;
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

const PIN = pinLoadGenerator();

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const [command, commandArgs] = PIN ? onServerCore(args) : [process.execPath, args];
  return spawn(command, commandArgs, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Fills a store with churches and approved positions like a busy semester's. */
async function seed(store: Store): Promise<string> {
  let positionId = '';
  for (let c = 0; c < 20; c += 1) {
    const user = await store.users.create({
      email: `church${c}@bench.test`,
      firstName: `Church${c}`,
      lastName: 'Bench',
      profileImageUrl: null,
      passwordHash: null,
      oidcSubject: null,
      emailVerified: true,
    });
    const { profile } = await store.churches.upsertForUser(user.id, {
      churchName: `Bench Church ${c}`,
      denomination: 'Baptist',
      location: `Town ${c}`,
      website: null,
      description: 'A church near the college.',
      contactPhone: '555-000-0000',
      logoUrl: null,
    });
    for (let p = 0; p < POSITIONS / 20; p += 1) {
      const position = await store.positions.create(profile.id, {
        title: `Position ${c}-${p}`,
        description:
          'Serve with our ministry team on Sundays and midweek, mentor students and plan events for families.',
        positionType: p % 2 ? 'full-time' : 'part-time',
        employmentType: 'permanent',
        jobDescriptionUrl: null,
        contactPerson: 'Pastor Bench',
        contactEmail: 'pastor@bench.test',
        contactPhone: '555-000-0000',
        anticipatedStartDate: 'Next semester',
        qualifications: 'A heart to serve.',
        responsibilities: 'Lead and teach.',
        compensation: '$15 per hour',
        additionalInfo: null,
        applyBy: null,
      });
      await store.positions.approve(position.id, position.version);
      positionId = position.id;
    }
  }
  return positionId;
}

async function load(options: autocannon.Options, expectNotModified = false): Promise<number> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const bad = result.non2xx - (expectNotModified ? result['3xx'] : 0);
  if (result.errors > 0 || bad > 0)
    throw new Error(`${options.url}: ${result.errors} errors, ${bad} unexpected statuses`);
  return result.requests.average;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** One run of each side, back to back, the side going first chosen by the caller. */
async function pair(
  app: autocannon.Options,
  baseline: autocannon.Options,
  appFirst: boolean,
  expectNotModified = false,
): Promise<{ app: number; baseline: number }> {
  if (appFirst) {
    const appRate = await load(app, expectNotModified);
    return { app: appRate, baseline: await load(baseline, expectNotModified) };
  }
  const baselineRate = await load(baseline, expectNotModified);
  return { app: await load(app, expectNotModified), baseline: baselineRate };
}

/** A row's figures from its rounds: the medians, and the median and range of the ratios. */
function summary(
  rounds: { app: number; baseline: number }[],
): Omit<Row, 'store' | 'call' | 'target'> {
  const ratios = rounds.map((r) => r.app / r.baseline);
  return {
    app: median(rounds.map((r) => r.app)),
    baseline: median(rounds.map((r) => r.baseline)),
    ratio: median(ratios),
    spread: [Math.min(...ratios), Math.max(...ratios)],
  };
}

/** One run per side: for the write, whose ratio is only reported, not held to a target. */
async function once(
  app: autocannon.Options,
  baseline: autocannon.Options,
): Promise<Omit<Row, 'store' | 'call' | 'target'>> {
  const appRate = await load(app);
  const baselineRate = await load(baseline);
  return { app: appRate, baseline: baselineRate, ratio: appRate / baselineRate, spread: null };
}

interface Row {
  store: string;
  call: string;
  app: number;
  baseline: number;
  /** The median of the rounds' ratios, or app / baseline for a single round. */
  ratio: number;
  /** The lowest and highest ratio of the rounds. */
  spread: [number, number] | null;
  target: string;
}

async function benchStore(kind: 'sqlite' | 'mongodb'): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'job-board-bench-'));
  const dbName = `jobboard_bench_${randomUUID().slice(0, 8)}`;
  const mongoUrl = process.env.MONGODB_URL ? new URL(process.env.MONGODB_URL) : null;
  if (mongoUrl) mongoUrl.pathname = `/${dbName}`;
  const store =
    kind === 'sqlite'
      ? await openSqliteStore(path.join(dataDir, 'job-board.sqlite'))
      : await openMongoStore(String(mongoUrl), dbName);
  const positionId = await seed(store);
  await store.close();

  const appEnv = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APPLICATION_RATE_LIMIT: '1000000000',
    // BENCH_LOG=false measures the app without its per-request log line.
    LOG_REQUESTS: process.env.BENCH_LOG ?? 'true',
    ...(kind === 'mongodb' ? { MONGODB_URL: String(mongoUrl) } : {}),
  };
  const captureFile = path.join(dataDir, 'capture.json');
  const servers: ChildProcess[] = [];
  /** Starts a server process on a free port and waits until `probe` answers; returns its URL. */
  const serve = async (args: string[], env: Record<string, string>, probe = '') => {
    const port = await freePort();
    servers.push(startProcess(args, { ...env, PORT: String(port) }));
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`${url}${probe}`);
    return url;
  };
  const stopServers = async () => {
    await Promise.all(servers.splice(0).map(stop));
  };
  /** The app, the baseline, and a second baseline that also writes the app's request log line. */
  const startAll = async () => ({
    app: await serve(['--import', 'tsx', 'server/main.ts'], appEnv, '/healthz'),
    bare: await serve(['--import', 'tsx', 'bench/bare-server.ts', captureFile], {}),
    bareLogging: await serve(['--import', 'tsx', 'bench/bare-server.ts', captureFile, 'log'], {}),
  });

  const listHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  // One application per student and position (decision 0028): each request is a new student,
  // autocannon putting a fresh id where the address says `[<id>]`.
  const application = (studentEmail: string) =>
    JSON.stringify({
      positionId,
      studentName: 'Bench Student',
      studentEmail,
      studentPhone: '555-123-4567',
      studentMajor: 'Theology',
      studentGraduationYear: '2027',
    });
  const postOptions = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: application('bench-[<id>]@student.test'),
    idReplacement: true,
  };
  const rows: Row[] = [];
  try {
    // Capture the app's exact responses; the baselines replay them byte for byte.
    const first = await serve(['--import', 'tsx', 'server/main.ts'], appEnv, '/healthz');
    const list = await capture(`${first}/api/positions`, { headers: listHeaders });
    const etag = list.headers.etag ?? '';
    const encoding = list.headers['content-encoding'] ?? 'identity';
    const conditional = { ...listHeaders, 'if-none-match': etag };
    const notModified = await capture(`${first}/api/positions`, { headers: conditional });
    const created = await capture(`${first}/api/applications`, {
      ...postOptions,
      body: application('bench@student.test'),
    });
    writeFileSync(captureFile, JSON.stringify({ list, notModified, created }));
    await stopServers();

    // Each round starts its own processes. A process's speed depends on where its code and heap
    // happen to land in memory, a few per cent either way for the whole of its life: rounds on
    // fresh processes measure the app, not one process's luck. Within a round the two sides run
    // back to back (the shared host drifts over minutes), the side going first alternating.
    const listRounds: { app: number; baseline: number }[] = [];
    const notModifiedRounds: { app: number; baseline: number }[] = [];
    const loggingRounds: { app: number; baseline: number }[] = [];
    let post: Omit<Row, 'store' | 'call' | 'target'> | undefined;
    for (let round = 0; round < ROUNDS; round += 1) {
      const { app, bare, bareLogging } = await startAll();
      for (const url of [app, bare, bareLogging]) {
        await load({ url: `${url}/api/positions`, headers: listHeaders, duration: 1 });
        await load({ url: `${url}/api/positions`, headers: conditional, duration: 1 }, true);
      }
      const appFirst = round % 2 === 0;
      listRounds.push(
        await pair(
          { url: `${app}/api/positions`, headers: listHeaders },
          { url: bare, headers: listHeaders },
          appFirst,
        ),
      );
      notModifiedRounds.push(
        await pair(
          { url: `${app}/api/positions`, headers: conditional },
          { url: bare, headers: conditional },
          appFirst,
          true,
        ),
      );
      loggingRounds.push(
        await pair(
          { url: `${app}/api/positions`, headers: conditional },
          { url: bareLogging, headers: conditional },
          appFirst,
          true,
        ),
      );
      // The write changes the store, so it runs once, after the reads of the last round.
      if (round === ROUNDS - 1)
        post = await once(
          { url: `${app}/api/applications`, ...postOptions },
          { url: bare, ...postOptions },
        );
      await stopServers();
    }
    rows.push(
      {
        store: kind,
        call: `GET /api/positions (${POSITIONS}, ${encoding} ${Math.round(Buffer.from(list.body, 'base64').length / 1024)} KB)`,
        ...summary(listRounds),
        target: '>= 0.70',
      },
      {
        store: kind,
        call: 'GET /api/positions, If-None-Match (304)',
        ...summary(notModifiedRounds),
        target: '>= 0.75',
      },
      {
        store: kind,
        call: 'GET /api/positions, If-None-Match (304), against a baseline that logs too',
        ...summary(loggingRounds),
        target: 'context',
      },
    );
    if (post)
      rows.push({
        store: kind,
        call: 'POST /api/applications (stored; the baseline parses and stores nothing)',
        ...post,
        target: 'reported',
      });
  } finally {
    await stopServers();
    if (kind === 'mongodb' && mongoUrl) {
      const client = await MongoClient.connect(String(mongoUrl));
      await client.db(dbName).dropDatabase();
      await client.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function table(rows: Row[]): string {
  const lines = [
    "| store | call | app req/s | bare node:http req/s | ratio | rounds' ratios | target |",
    '|---|---|---:|---:|---:|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.store} | ${r.call} | ${Math.round(r.app)} | ${Math.round(r.baseline)} | ` +
        `${r.ratio.toFixed(2)} | ${r.spread ? r.spread.map((x) => x.toFixed(2)).join('–') : 'one run'} | ${r.target} |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  const rows = await benchStore('sqlite');
  if (process.env.MONGODB_URL) rows.push(...(await benchStore('mongodb')));
  else process.stdout.write('MongoDB benchmark skipped: MONGODB_URL is not set\n');
  process.stdout.write(
    `\nAPI benchmark: ${CONNECTIONS} connections, ${PIN ? 'load on core 0 and servers on core 1, ' : ''}` +
      `${ROUNDS} rounds, each on freshly started servers with one ${DURATION_S} s run per side back to back; ` +
      `ratio = median of the rounds' ratios, ` +
      `req/s = median per side, ${new Date().toISOString()}\n\n${table(rows)}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
