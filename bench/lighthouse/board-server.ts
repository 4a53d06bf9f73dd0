// A production server of one checkout (the working tree or the baseline's worktree) holding the
// benchmark board: its own temporary DATA_DIR, seeded before start with the working tree's board
// (scripts/seed-board.ts) through that checkout's own store, so both checkouts hold the same board,
// written by the store code that will read it.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { seedBoardInDataDir, type OpenStore } from '../../scripts/seed-board';
import { startServer } from '../../tests/e2e/support/server';
import type { Checkout } from './checkout';

/** A running board server. */
export interface BoardServer {
  url: string;
  /** Its DATA_DIR, whose SQLite file the bench may also write through `openStore`. */
  dataDir: string;
  openStore: OpenStore;
  /** The newest position: the first card on /jobs, a link a student would share. */
  positionId: string;
  churches: number;
  /** Stops the server and deletes its data. */
  stop: () => Promise<void>;
}

const STORE_MODULE = 'server/store/open-store.ts';

/** The checkout's own openStore (its migrations and adapters). */
export async function checkoutOpenStore(checkout: Checkout): Promise<OpenStore> {
  const file = path.join(checkout.root, STORE_MODULE);
  if (!existsSync(file)) {
    throw new Error(`the ${checkout.name} has no ${STORE_MODULE} to seed its board through`);
  }
  return ((await import(pathToFileURL(file).href)) as { openStore: OpenStore }).openStore;
}

/** Seeds `positions` approved positions for `checkout` and starts its built server on 127.0.0.1. */
export async function startBoardServer(
  checkout: Checkout,
  positions: number,
): Promise<BoardServer> {
  const openStore = await checkoutOpenStore(checkout);
  const dataDir = await mkdtemp(path.join(tmpdir(), `job-board-bench-${checkout.name}-`));
  try {
    const board = await seedBoardInDataDir(dataDir, positions, openStore);
    const positionId = board.ids.at(-1);
    if (positionId === undefined) throw new Error('the board has no position');
    const server = await startServer({
      repoRoot: checkout.root,
      dataDir,
      env: { NODE_ENV: 'production', COLLEGE_NAME: 'Bench College' },
    });
    return {
      url: server.url,
      dataDir,
      openStore,
      positionId,
      churches: board.churches,
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
