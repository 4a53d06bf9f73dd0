// The baseline measured in the same run: bench/bare-server.ts, a bare node:http server replaying
// the app's own answers byte for byte (the list, its 304, an application's receipt), under the
// same clients. What the app adds on top of it is routing, the store, sessions and logging.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, IDEMPOTENCY_HEADER } from '../../shared/api-routes';
import type { ApplicationReceipt } from '../../shared/types';
import { applicationFor } from '../../server/testing/fixtures';
import { findFreePort } from '../../tests/e2e/support/free-port';
import { REPO_ROOT } from '../../tests/e2e/support/repo-paths';
import { capture } from '../capture-response';
import { onServerCore } from '../cores';
import type { ApplicationLedger } from './ledger';
import { BROWSER_ACCEPT_ENCODING, type LoadClient } from './load-client';

/** The baseline's kinds, as the table names them. */
export const BASELINE_KINDS = {
  read: 'baseline: bare node:http GET (list, or its 304)',
  write: 'baseline: bare node:http POST (parses JSON, stores nothing)',
} as const;

/** What the bare server replays, captured from the app. */
interface Captured {
  etag: string;
  body: string;
  file: string;
  dir: string;
}

/**
 * Captures the app's answers for the bare server. The application it sends is a real one,
 * acknowledged, so it joins the ledger.
 */
export async function captureAnswers(
  origin: string,
  positionId: string,
  ledger: ApplicationLedger,
): Promise<Captured> {
  const listHeaders = { 'accept-encoding': BROWSER_ACCEPT_ENCODING };
  const list = await capture(`${origin}${api.positions}`, { headers: listHeaders });
  const etag = list.headers.etag ?? '';
  const notModified = await capture(`${origin}${api.positions}`, {
    headers: { ...listHeaders, 'if-none-match': etag },
  });
  const studentEmail = 'baseline@student.load.test';
  const body = JSON.stringify(applicationFor(positionId, { studentEmail }));
  const created = await capture(`${origin}${api.applications}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin,
      [IDEMPOTENCY_HEADER]: 'load-baseline-capture',
    },
    body,
  });
  if (list.status !== 200 || notModified.status !== 304 || created.status !== 201)
    throw new Error(
      `capturing the baseline's answers: ${list.status}, ${notModified.status}, ${created.status}`,
    );
  const receipt = JSON.parse(Buffer.from(created.body, 'base64').toString()) as ApplicationReceipt;
  ledger.add({ positionId, studentEmail, id: receipt.id });
  const dir = await mkdtemp(path.join(tmpdir(), 'job-board-load-'));
  const file = path.join(dir, 'capture.json');
  await writeFile(file, JSON.stringify({ list, notModified, created }));
  return { etag, body, file, dir };
}

/** Starts the bare server on a free port (on the servers' core when `pin`); answers its URL and a stop. */
export async function startBareServer(
  captured: Captured,
  pin: boolean,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await findFreePort();
  const args = ['--import', 'tsx', 'bench/bare-server.ts', captured.file];
  const [command, commandArgs] = pin ? onServerCore(args) : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [ready] = (await Promise.race([once(child.stdout, 'data'), once(child, 'exit')])) as [
    unknown,
  ];
  if (!String(ready).includes('ready')) throw new Error('the bare baseline server did not start');
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
      await rm(captured.dir, { recursive: true, force: true });
    },
  };
}

/** One baseline visit: the list, its 304, and a POST, as the students' visits have them. */
export async function baselineVisit(client: LoadClient, captured: Captured): Promise<void> {
  await client.call(BASELINE_KINDS.read, 'read', '/', [200]);
  await client.call(BASELINE_KINDS.read, 'read', '/', [304], {
    headers: { 'if-none-match': captured.etag },
  });
  await client.call(BASELINE_KINDS.write, 'write', '/', [201], {
    json: JSON.parse(captured.body) as unknown,
  });
}
