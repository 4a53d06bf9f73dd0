// npm run bench:sync: what keeping the public list on the device costs, before and after a change,
// at 1,000 and 10,000 approved positions. A baseline git revision (--baseline <rev>, default the
// main of when the sync began) is checked out into a temporary worktree and built in the same run;
// each checkout is served by its own production server with its own DATA_DIR holding the same
// board (scripts/seed-board.ts, written through that checkout's store), and measured through
// Chromium and HTTP alone, whatever protocol it speaks (bench/sync/one-run.ts says what a run
// does). Runs alternate between the checkouts so a slow spell of the machine hits both alike.
//
//   npm run bench:sync -- [--baseline <rev>] [--sizes 1000,10000] [--runs 5]
//
// Prints a markdown table (medians, the ratio current/baseline, the targets) and PASS or MISS per
// target; exits 0 either way, 1 only when the bench itself failed. Progress goes to stderr.
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { SYNC_LOOKBACK_MS } from '../shared/constants';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startBoardServer, type BoardServer } from './lighthouse/board-server';
import {
  addBaselineWorktree,
  buildCheckout,
  CURRENT,
  type BaselineCheckout,
} from './lighthouse/checkout';
import { keystrokeFloor } from './sync/keystroke-floor';
import { longestTaskFloor } from './sync/longest-task-floor';
import { oneRun } from './sync/one-run';
import { median } from './lighthouse/report';
import { syncTable, type SideRuns } from './sync/report';
import {
  CPU_SLOWDOWN,
  DEFAULT_BASELINE,
  KEYSTROKE_LETTERS,
  OFFLINE_RELOADS,
  PHONE_SCREEN,
  RUNS,
  SIZES,
} from './sync/settings';

const log = (message: string) => process.stderr.write(`[bench:sync] ${message}\n`);

function options(): { baseline: string; sizes: number[]; runs: number } {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      sizes: { type: 'string' },
      runs: { type: 'string' },
    },
  });
  const whole = (text: string, what: string): number => {
    const value = Number(text);
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${what}: not '${text}'`);
    return value;
  };
  return {
    baseline: values.baseline?.trim() || DEFAULT_BASELINE,
    sizes: values.sizes
      ? values.sizes.split(',').map((size) => whole(size.trim(), '--sizes takes sizes like 1000'))
      : SIZES,
    runs: values.runs ? whole(values.runs, '--runs takes a count') : RUNS,
  };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`;
  const { baseline: rev, sizes, runs } = options();
  let baseline: BaselineCheckout | undefined;
  let servers: BoardServer[] = [];
  const measured: SideRuns[] = [];
  const floor: number[] = [];
  /** Per board size, the longest task of /jobs with JavaScript off, one load per run. */
  const taskFloors = new Map<number, number[]>();
  try {
    log(`checking ${rev} out into a temporary worktree...`);
    baseline = await addBaselineWorktree(rev);
    const checkouts = [baseline, CURRENT];
    for (const checkout of checkouts) {
      log(`building the ${checkout.name} (${checkout.description}): npm run build...`);
      await buildCheckout(checkout);
    }
    const browser = await launchBrowser();
    try {
      for (const size of sizes) {
        log(`seeding ${size.toLocaleString('en')} positions for each checkout (${elapsed()})...`);
        servers = [];
        for (const checkout of checkouts) servers.push(await startBoardServer(checkout, size));
        // The seeding wrote every position a moment ago: within the sync's look-back a returning
        // visit is sent them all again. A board measured as it is used has its last bulk change
        // further back than that.
        log(`waiting out the sync's ${SYNC_LOOKBACK_MS / 1000} s look-back after seeding...`);
        await sleep(SYNC_LOOKBACK_MS);
        const side: SideRuns = { size, baseline: [], current: [] };
        for (let run = 0; run < runs; run++) {
          floor.push(...(await keystrokeFloor(browser)));
          const currentServer = servers[checkouts.indexOf(CURRENT)];
          if (currentServer) {
            const floors = taskFloors.get(size) ?? [];
            floors.push(await longestTaskFloor(browser, currentServer));
            taskFloors.set(size, floors);
          }
          for (const [index, checkout] of checkouts.entries()) {
            const server = servers[index];
            if (!server) continue;
            // Each run approves one more position: the board holds size + run before it.
            const figures = await oneRun(browser, server, size + run, size + run);
            (checkout === CURRENT ? side.current : side.baseline).push(figures);
            log(
              `${size} ${checkout.name} run ${run + 1}/${runs}: first visit ` +
                `${figures.firstVisit.bytes} B, longest task ${figures.longestTaskMs.toFixed(0)} ms, ` +
                `revalidation ${figures.revalidation.bytes} B in ${figures.revalidationMs.toFixed(0)} ms (${elapsed()})`,
            );
          }
        }
        measured.push(side);
        for (const server of servers) await server.stop();
        servers = [];
      }
      const verdicts: string[] = [];
      console.log(`\nBaseline: ${baseline.description}\nCurrent: the working tree\n`);
      console.log(syncTable(measured, verdicts));
      console.log(`\n${verdicts.join('\n')}`);
      console.log(
        `\nKeystroke floor: a bare search box echoing its text into the page (no app, no ` +
          `framework), the same measure at ${CPU_SLOWDOWN}x CPU: median ` +
          `${median(floor)?.toFixed(1)} ms of ${floor.length} keystrokes.`,
      );
      for (const [size, floors] of taskFloors) {
        console.log(
          `\nLongest-task floor at ${size.toLocaleString('en')} positions: the current code's ` +
            `/jobs with JavaScript off (its markup, stylesheet and first cards only), the same ` +
            `window and ${CPU_SLOWDOWN}x CPU, from a trace: median ` +
            `${median(floors)?.toFixed(0)} ms of ${floors.length} loads ` +
            `(${floors.map((ms) => ms.toFixed(0)).join(' / ')}).`,
        );
      }
      console.log(
        `\nMedians of ${runs} runs per checkout and size, each in a fresh profile at 1280x800 ` +
          `(keystrokes: ${KEYSTROKE_LETTERS.length * 2} per run at ${CPU_SLOWDOWN}x CPU on a ` +
          `${PHONE_SCREEN.width}x${PHONE_SCREEN.height} phone screen; ` +
          `offline reloads: ${OFFLINE_RELOADS} per run, unthrottled). Bytes are response headers ` +
          `and bodies as transferred. ${browser.version()}; ${elapsed()} in all, builds included.`,
      );
    } finally {
      await browser.close();
    }
  } finally {
    for (const server of servers) await server.stop();
    await baseline?.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
