// A production server of one checkout (the working tree or the baseline's worktree) holding the
// benchmark board: its own temporary DATA_DIR, seeded before start by that checkout's own
// bench/offline/seed-board.ts, so the data is written by the store code that will read it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from '../../tests/e2e/support/server';
import type { Checkout } from './checkout';

/** What bench/offline/seed-board.ts exports, in every revision that has it. */
interface SeedBoardModule {
  CHURCH_COUNT: number;
  seedBoard: (dataDir: string, count: number) => Promise<string[]>;
}

/** A running board server. */
export interface BoardServer {
  url: string;
  /** The newest position: the first card on /jobs, a link a student would share. */
  positionId: string;
  churches: number;
  /** Stops the server and deletes its data. */
  stop: () => Promise<void>;
}

const SEED_MODULE = 'bench/offline/seed-board.ts';

/** Seeds `positions` approved positions for `checkout` and starts its built server on 127.0.0.1. */
export async function startBoardServer(
  checkout: Checkout,
  positions: number,
): Promise<BoardServer> {
  const seedFile = path.join(checkout.root, SEED_MODULE);
  if (!existsSync(seedFile)) {
    throw new Error(`the ${checkout.name} has no ${SEED_MODULE} to seed its board with`);
  }
  const seed = (await import(pathToFileURL(seedFile).href)) as SeedBoardModule;
  const dataDir = await mkdtemp(
    path.join(tmpdir(), `job-board-bench-lighthouse-${checkout.name}-`),
  );
  try {
    const ids = await seed.seedBoard(dataDir, positions);
    const positionId = ids.at(-1);
    if (positionId === undefined) throw new Error('the board has no position');
    const server = await startServer({
      repoRoot: checkout.root,
      dataDir,
      env: { NODE_ENV: 'production', COLLEGE_NAME: 'Bench College' },
    });
    return {
      url: server.url,
      positionId,
      churches: seed.CHURCH_COUNT,
      stop: async () => {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
