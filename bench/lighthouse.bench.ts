// npm run bench:lighthouse: the figures of "fast on a cheap phone, and findable" against
// a production build and server holding 1,000 approved positions, all on 127.0.0.1.
//  (a) Lighthouse 12 with its default mobile settings (simulated slow 4G and 4x CPU), RUNS (5) runs
//      on /, /jobs and one position's page, each run in a fresh Chromium profile: the medians of
//      the four category scores and of FCP, LCP, TBT and CLS, against the targets (performance at
//      least 98, TBT at most 100 ms), and every run.
//  (b) In Chromium (playwright-core) at the same phone screen, unthrottled: the JS and CSS a cold
//      /jobs load requests itself until the app answers a tap (target 180 kB gzip; the service
//      worker's precache is not counted), listed by file, and a filter keystroke's time with
//      1,000 positions (target one frame), also with the CPU slowed down as Lighthouse simulates.
//
// `npm run bench:lighthouse -- --baseline <rev>` (or BENCH_BASELINE=<rev>) also measures that git
// revision in the same run: checked out into a temporary worktree (removed at the end), built and
// served from there on its own port with the same board, and measured in alternation with the
// current code, never at the same time; the tables then show both medians and their ratio.
//
// Each checkout is built with `npm run build` first (about 10 s each). Slow: about 2 minutes on two
// cores, twice that with a baseline, so not in `npm run bench`. Progress goes to stderr, the tables
// to stdout; exits 1 when the current code misses a target.
import { parseArgs } from 'node:util';
import { launchBrowser } from '../tests/e2e/support/browser';
import { auditPage } from './lighthouse/audit-page';
import { startBoardServer, type BoardServer } from './lighthouse/board-server';
import {
  addBaselineWorktree,
  buildCheckout,
  CURRENT,
  type BaselineCheckout,
  type Checkout,
} from './lighthouse/checkout';
import { filterKeystrokes, loadUntilTap } from './lighthouse/phone-load';
import {
  lighthouseComparison,
  lighthouseTable,
  phoneComparison,
  phoneTable,
  runsReport,
  untilTapFiles,
  type AuditedPage,
  type Measured,
} from './lighthouse/report';
import { CPU_SLOWDOWN, POSITIONS, RUNS } from './lighthouse/settings';

const log = (message: string) => process.stderr.write(`[bench:lighthouse] ${message}\n`);

/** The rev to compare with: --baseline <rev>, else BENCH_BASELINE; none measures only the current code. */
function baselineRev(): string | null {
  const { values } = parseArgs({ options: { baseline: { type: 'string' } } });
  const rev = values.baseline ?? process.env.BENCH_BASELINE;
  return rev?.trim() || null;
}

/** A checkout being measured: its server, and its measurements as they come in. */
interface Side {
  checkout: Checkout;
  server: BoardServer;
  pages: AuditedPage[];
}

/** (a): runs interleaved across pages and checkouts, so a slow spell of the machine hits all alike. */
async function runLighthouse(sides: Side[], startedAt: number): Promise<void> {
  for (let run = 1; run <= RUNS; run++) {
    const pageCount = sides[0]?.pages.length ?? 0;
    for (let index = 0; index < pageCount; index++) {
      for (const side of sides) {
        const page = side.pages[index];
        if (!page) continue;
        const audit = await auditPage(`${side.server.url}${page.path}`);
        page.runs.push(audit);
        const who = sides.length > 1 ? `${side.checkout.name} ` : '';
        log(
          `lighthouse ${who}${page.label} run ${run}/${RUNS}: performance ${audit.performance}, ` +
            `LCP ${audit.lcp?.toFixed(0)} ms, TBT ${audit.tbt?.toFixed(0)} ms, ` +
            `CLS ${audit.cls?.toFixed(3)} (${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
        );
      }
    }
  }
}

/** (b), one checkout after the other in one Chromium. */
async function runPhoneLoads(sides: Side[]): Promise<Measured[]> {
  const browser = await launchBrowser();
  try {
    const measured: Measured[] = [];
    for (const { checkout, server, pages } of sides) {
      const who = sides.length > 1 ? ` (${checkout.name})` : '';
      log(`cold /jobs load${who}: the page's JS and CSS until the app answers a tap...`);
      const untilTap = await loadUntilTap(browser, server.url, '/jobs');
      log(`filter keystrokes on /jobs${who}...`);
      const keys = await filterKeystrokes(
        browser,
        server.url,
        POSITIONS,
        server.churches,
        CPU_SLOWDOWN,
      );
      measured.push({ checkout, positionId: server.positionId, pages, untilTap, keys });
    }
    return measured;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const rev = baselineRev();
  let baseline: BaselineCheckout | undefined;
  const servers: BoardServer[] = [];
  const missed: string[] = [];
  try {
    if (rev !== null) {
      log(`checking ${rev} out into a temporary worktree...`);
      baseline = await addBaselineWorktree(rev);
    }
    const checkouts = baseline ? [baseline, CURRENT] : [CURRENT];
    for (const checkout of checkouts) {
      log(`building the ${checkout.name} (${checkout.description}): npm run build...`);
      await buildCheckout(checkout);
    }
    const sides: Side[] = [];
    for (const checkout of checkouts) {
      log(
        `seeding ${POSITIONS.toLocaleString('en')} approved positions for the ${checkout.name}...`,
      );
      const server = await startBoardServer(checkout, POSITIONS);
      servers.push(server);
      sides.push({
        checkout,
        server,
        pages: [
          { label: '/', path: '/', runs: [] },
          { label: '/jobs', path: '/jobs', runs: [] },
          { label: '/jobs/{id}', path: `/jobs/${server.positionId}`, runs: [] },
        ],
      });
    }
    await runLighthouse(sides, startedAt);
    const measured = await runPhoneLoads(sides);

    const current = measured.at(-1);
    const compared = measured.length > 1 ? measured[0] : undefined;
    if (!current) throw new Error('nothing was measured');
    if (compared) {
      console.log(`\nBaseline: ${compared.checkout.description}\nCurrent: the working tree`);
      console.log(lighthouseComparison(compared, current, missed));
      console.log(runsReport(measured));
      console.log(phoneComparison(compared, current, missed));
      console.log(untilTapFiles(measured));
    } else {
      console.log(lighthouseTable(current, missed));
      console.log(runsReport(measured));
      console.log(phoneTable(current, missed));
      console.log(untilTapFiles(measured));
    }
    const chromium = measured[0]?.pages[0]?.runs[0]?.chromium ?? '?';
    console.log(
      `\n${chromium}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all, builds included.`,
    );
  } finally {
    for (const server of servers) await server.stop();
    await baseline?.remove();
  }
  if (missed.length > 0) {
    console.log(`\nTargets missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
