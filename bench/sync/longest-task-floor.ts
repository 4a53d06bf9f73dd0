// What the longest main-thread task of a first visit is before any app: the same server-rendered
// /jobs (its markup, stylesheet and first cards) with JavaScript off, at the same CPU slowdown and
// window as a run's first visit. The browser's own parsing, style and layout of the page make it;
// the app's longest task is read against it, as the keystrokes are against keystroke-floor.ts.
// With JavaScript off the page cannot observe its own long tasks, so they are read from a trace.
import type { Browser } from 'playwright-core';
import type { BoardServer } from '../lighthouse/board-server';
import { CPU_SLOWDOWN } from './settings';

/** The fields of a Chromium trace event read here. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** How long the loaded page is left to lay out and paint before the trace ends, ms. */
const SETTLE_MS = 2_000;

/**
 * The longest task of the page's main thread after the navigation committed, ms: the task that
 * commits it sets up the new document (and runs before the app run's PerformanceObserver exists),
 * so it is not counted; parsing, style and layout of the page are.
 */
function longestPageTask(events: TraceEvent[]): number {
  let longest = 0;
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  for (const main of mains) {
    const onMain = (e: TraceEvent) => e.pid === main.pid && e.tid === main.tid;
    const commit = events.filter((e) => e.name === 'CommitLoad' && onMain(e)).at(-1);
    if (!commit) continue;
    const committed = commit.ts + (commit.dur ?? 0);
    for (const task of events) {
      if (task.name !== 'RunTask' || task.ph !== 'X' || !onMain(task) || task.ts < committed) {
        continue;
      }
      longest = Math.max(longest, (task.dur ?? 0) / 1000);
    }
  }
  return longest;
}

/** One JavaScript-off load of the board's /jobs at the CPU slowdown: its longest task, ms. */
export async function longestTaskFloor(browser: Browser, board: BoardServer): Promise<number> {
  const context = await browser.newContext({
    baseURL: board.url,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    // The protocol types trace events as string maps; their numbers are numbers.
    cdp.on('Tracing.dataCollected', ({ value }) => {
      events.push(...(value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) => {
      cdp.once('Tracing.tracingComplete', () => resolve());
    });
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await page.goto('/jobs', { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    await cdp.send('Tracing.end');
    await complete;
    return longestPageTask(events);
  } finally {
    await context.close();
  }
}
