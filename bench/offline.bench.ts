// npm run bench:offline: the two timed targets of browsing offline, measured in Chromium
// against the production build and server.
//  (a) 1,000 positions cached: from an offline reload's navigation start to the first job card on
//      screen (target 500 ms); baselines from the same run: the app shell's first contentful paint
//      on that reload (what any screen costs before data), and the first card online, warm cache.
//  (b) 10,000 positions cached, offline: one keystroke in the search box until the filtered list
//      is in the DOM and laid out (target 16 ms, one frame); baseline: the same with 1,000.
// Prints a markdown table with the ratio measured/target; exits 1 when a target is missed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { setup as buildIfNeeded } from '../tests/e2e/support/global-setup';
import { startServer, type RunningServer } from '../tests/e2e/support/server';
import {
  armKeystroke,
  firstCardAt,
  firstContentfulPaint,
  keystrokeTime,
  waitForCache,
  watchFirstCard,
} from './offline/page-timing';
import { seedBoardInDataDir } from '../scripts/seed-board';

const FIRST_CARD_TARGET_MS = 500;
const KEYSTROKE_TARGET_MS = 16;
const RELOADS = 9;
/** Pairs of a letter and Backspace: 20 keystrokes, each changing the result. */
const LETTERS = ['w', 'y', 'b', 'k', 'f', 'x', 'h', 'm', 'v', 'q'];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

interface Board {
  server: RunningServer;
  count: number;
  churches: number;
  dataDir: string;
}

async function startBoard(count: number): Promise<Board> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `job-board-bench-${count}-`));
  process.stdout.write(`Seeding ${count.toLocaleString('en')} positions...\n`);
  const { churches } = await seedBoardInDataDir(dataDir, count);
  try {
    const server = await startServer({ dataDir, env: { COLLEGE_NAME: 'Bench College' } });
    return { server, count, churches, dataDir };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A fresh browser profile that visited /jobs online once and holds the whole list offline. */
async function cachedProfile(browser: Browser, board: Board): Promise<Page> {
  const context = await browser.newContext({
    baseURL: board.server.url,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  await watchFirstCard(context);
  const page = await context.newPage();
  await page.goto('/jobs');
  await page.locator('main li article').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await waitForCache(page, board.count, board.churches);
  return page;
}

/** Reloads `RELOADS` times (after one warm-up) and returns the first-card and FCP times. */
async function reloads(page: Page): Promise<{ firstCard: number[]; paint: number[] }> {
  const firstCard: number[] = [];
  const paint: number[] = [];
  for (let run = 0; run <= RELOADS; run++) {
    await page.reload();
    const card = await firstCardAt(page);
    const fcp = await firstContentfulPaint(page);
    if (run === 0) continue; // the first reload after a change of connection warms caches up
    firstCard.push(card);
    paint.push(fcp);
  }
  return { firstCard, paint };
}

/** Times 20 keystrokes (a letter, then Backspace, ten times) in the search box. */
async function keystrokes(page: Page): Promise<number[]> {
  const search = page.getByLabel('Search positions');
  await search.focus();
  const times: number[] = [];
  for (const letter of LETTERS) {
    for (const key of [letter, 'Backspace']) {
      await armKeystroke(page);
      await page.keyboard.press(key);
      times.push(await keystrokeTime(page));
      // Let the virtualizer's measuring and any idle work settle between keystrokes.
      await page.waitForTimeout(150);
    }
  }
  return times;
}

interface Row {
  measure: string;
  cached: number;
  median: number;
  target: number | null;
}

function table(rows: Row[]): string {
  const lines = [
    '| measure | cached positions | median | target | measured/target |',
    '|---|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.measure} | ${row.cached.toLocaleString('en')} | ${row.median.toFixed(1)} ms | ` +
        `${row.target === null ? '(baseline)' : `${row.target} ms`} | ` +
        `${row.target === null ? '-' : (row.median / row.target).toFixed(2)} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  buildIfNeeded();
  const boards: Board[] = [];
  let browser: Browser | undefined;
  try {
    const small = await startBoard(1_000);
    boards.push(small);
    const large = await startBoard(10_000);
    boards.push(large);
    browser = await launchBrowser();

    process.stdout.write('(a) 1,000 cached positions: reloads online, then offline...\n');
    const smallPage = await cachedProfile(browser, small);
    const online = await reloads(smallPage);
    await smallPage.context().setOffline(true);
    const offline = await reloads(smallPage);
    const smallKeys = await keystrokes(smallPage);
    await smallPage.context().close();

    process.stdout.write('(b) 10,000 cached positions: keystrokes offline...\n');
    const largePage = await cachedProfile(browser, large);
    await largePage.context().setOffline(true);
    await largePage.reload();
    await firstCardAt(largePage);
    const largeKeys = await keystrokes(largePage);
    await largePage.context().close();

    const rows: Row[] = [
      {
        measure: 'offline reload → first job card',
        cached: 1_000,
        median: median(offline.firstCard),
        target: FIRST_CARD_TARGET_MS,
      },
      {
        measure: 'baseline: offline reload → first contentful paint (shell)',
        cached: 1_000,
        median: median(offline.paint),
        target: null,
      },
      {
        measure: 'baseline: online reload (warm cache) → first job card',
        cached: 1_000,
        median: median(online.firstCard),
        target: null,
      },
      {
        measure: 'one keystroke → filtered list in the DOM, laid out (offline)',
        cached: 10_000,
        median: median(largeKeys),
        target: KEYSTROKE_TARGET_MS,
      },
      {
        measure: 'baseline: the same keystroke',
        cached: 1_000,
        median: median(smallKeys),
        target: null,
      },
    ];
    process.stdout.write(
      `\n${table(rows)}\n\nMedians of ${RELOADS} reloads and of ${LETTERS.length * 2} keystrokes ` +
        `(a letter, then Backspace); Chromium ${browser.version()}, viewport 1280x800 (3 columns).\n`,
    );
    const missed = rows.filter((row) => row.target !== null && row.median > row.target);
    if (missed.length > 0) {
      process.stdout.write(`Target missed: ${missed.map((row) => row.measure).join('; ')}\n`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    for (const board of boards) {
      await board.server.stop();
      // A given DATA_DIR is left in place by stop(): it is ours to remove.
      await rm(board.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
