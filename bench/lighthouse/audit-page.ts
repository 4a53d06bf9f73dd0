// One Lighthouse 12 run on one URL, with its default (mobile) settings: a Moto G Power screen and
// simulated throttling (slow 4G: 150 ms RTT, 1.6 Mbit/s; 4x CPU slowdown). Each run launches its own
// Chromium with a fresh temporary profile, so the cache is cold and no service worker is installed.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../../tests/e2e/support/browser';

/** Debian's Chromium: Lighthouse cannot download one here. */
const CHROMIUM_PATH = '/usr/bin/chromium';

/** What one run measured; a score or metric Lighthouse could not compute is null. */
export interface PageAudit {
  /** Category scores, 0 to 100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** Simulated first and largest contentful paint and total blocking time, ms. */
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
  /** Failed audits of the accessibility, best-practices and SEO categories, by id. */
  failed: string[];
  /** What the page logged as errors (errors-in-console), with the URL's path. */
  consoleErrors: string[];
  /** Lighthouse's CPU benchmark of this machine during the run (higher is faster). */
  benchmarkIndex: number | null;
  chromium: string;
  /** Lighthouse's own warnings, and the error that stopped it, if any. */
  warnings: string[];
}

/** Audits Lighthouse shows as failed in the categories scored 100 or not at all. */
const CHECKLIST_CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/** Runs Lighthouse once on `url` in a Chromium of its own, which is killed afterwards. */
export async function auditPage(url: string): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // CHROMIUM_ARGS keeps Chromium off the network: no sync, updates or background calls, and every
    // host name but 127.0.0.1 resolves to nothing.
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = (id: string): number | null => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const metric = (id: string): number | null => lhr.audits[id]?.numericValue ?? null;
    const failed = CHECKLIST_CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    );
    const consoleItems = lhr.audits['errors-in-console']?.details;
    const consoleErrors =
      consoleItems?.type === 'table'
        ? consoleItems.items.map((item) => {
            const where = item.sourceLocation as { url?: string } | undefined;
            const url = where?.url ? ` (${new URL(where.url).pathname})` : '';
            return `${typeof item.description === 'string' ? item.description : '?'}${url}`;
          })
        : [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      failed,
      consoleErrors,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
      chromium: lhr.environment.hostUserAgent,
      warnings: [
        ...lhr.runWarnings,
        ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
      ],
    };
  } finally {
    chrome.kill();
  }
}
