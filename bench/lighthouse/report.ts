// The tables bench:lighthouse prints (markdown, to stdout): for one checkout its medians against
// the targets; with a baseline measured in the same run, one table per figure with the
// baseline's median, the current one's, their ratio (or difference, for scores) and the target.
// Each function returns its text and adds the targets the current code misses to `missed`.
import path from 'node:path';
import type { PageAudit } from './audit-page';
import type { Checkout } from './checkout';
import { gzipBytes, gzipSize, type Keystrokes } from './phone-load';
import { BYTES_TARGET, CPU_SLOWDOWN, KEYSTROKE_TARGET_MS, POSITIONS, RUNS } from './settings';
import type { FetchedAsset } from '../offline/page-timing';

/** One page's Lighthouse runs. */
export interface AuditedPage {
  label: string;
  path: string;
  runs: PageAudit[];
}

/** Everything one checkout measured. */
export interface Measured {
  checkout: Checkout;
  /** The page `/jobs/{id}` stands for. */
  positionId: string;
  pages: AuditedPage[];
  /** The JS and CSS a cold /jobs load requested before the app answered a tap. */
  untilTap: FetchedAsset[];
  keys: { fast: Keystrokes; slowed: Keystrokes };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? null)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A markdown table; the columns listed in `right` (numbers) are right-aligned. */
export function table(header: string[], rows: string[][], right: number[]): string {
  const rule = header.map((_, i) => (right.includes(i) ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** current/baseline, for figures where lower is better and zero is rare (times, bytes). */
export function ratio(current: number | null, baseline: number | null): string {
  if (current === null || baseline === null || baseline === 0) return 'n/a';
  return `${(current / baseline).toFixed(2)}×`;
}

/** current − baseline with its sign, for scores. */
function difference(
  current: number | null,
  baseline: number | null,
  format: (value: number) => string,
): string {
  if (current === null || baseline === null) return 'n/a';
  const delta = current - baseline;
  return `${delta < 0 ? '−' : '+'}${format(Math.abs(delta))}`;
}

// --- (a) Lighthouse ---------------------------------------------------------------------------

/** The scores and metrics of a run (its numbers). */
type Figure = {
  [K in keyof PageAudit]: PageAudit[K] extends number | null ? K : never;
}[keyof PageAudit];

interface Measure {
  figure: Figure;
  label: string;
  format: (value: number) => string;
  /** Scores (and CLS, often 0) compare by difference, times by ratio. */
  compare: 'ratio' | 'difference';
  target?: { text: string; met: (value: number) => boolean };
}

const score = (value: number) => String(Math.round(value));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const MEASURES: Measure[] = [
  {
    figure: 'performance',
    label: 'performance',
    format: score,
    compare: 'difference',
    target: { text: '≥ 98', met: (v) => v >= 98 },
  },
  {
    figure: 'accessibility',
    label: 'accessibility',
    format: score,
    compare: 'difference',
    target: { text: '100', met: (v) => v >= 100 },
  },
  { figure: 'bestPractices', label: 'best practices', format: score, compare: 'difference' },
  {
    figure: 'seo',
    label: 'SEO',
    format: score,
    compare: 'difference',
    target: { text: '100', met: (v) => v >= 100 },
  },
  { figure: 'fcp', label: 'FCP', format: seconds, compare: 'ratio' },
  {
    figure: 'lcp',
    label: 'LCP',
    format: seconds,
    compare: 'ratio',
    target: { text: '≤ 1.50 s', met: (v) => v <= 1500 },
  },
  {
    figure: 'tbt',
    label: 'TBT',
    format: (ms) => `${Math.round(ms)} ms`,
    compare: 'ratio',
    target: { text: '≤ 100 ms', met: (v) => v <= 100 },
  },
  {
    figure: 'cls',
    label: 'CLS',
    format: (v) => v.toFixed(3),
    compare: 'difference',
    target: { text: '≤ 0.020', met: (v) => v <= 0.02 },
  },
];

function medianOf(page: AuditedPage, measure: Measure): number | null {
  return median(page.runs.map((run) => run[measure.figure]).filter((v): v is number => v !== null));
}

/** met / NOT MET of the current code's median, noted in `missed`; '' without a target. */
function met(measure: Measure, value: number | null, page: string, missed: string[]): string {
  if (!measure.target) return '';
  const ok = value !== null && measure.target.met(value);
  if (!ok) missed.push(`${page} ${measure.label}`);
  return ok ? 'met' : 'NOT MET';
}

const heading = (subject: string) =>
  `\n## Lighthouse 12, default mobile settings: ${subject}, median of ${RUNS} runs per page\n`;

const positionNote = (measured: Measured) =>
  `\`/jobs/{id}\` is /jobs/${measured.positionId} on the ${measured.checkout.name}'s board`;

/** One checkout: a measure per row, a page per column. */
export function lighthouseTable(current: Measured, missed: string[]): string {
  const rows = MEASURES.map((measure) => [
    measure.label,
    measure.target?.text ?? '',
    ...current.pages.map((page) => {
      const value = medianOf(page, measure);
      if (value === null) return 'n/a';
      const verdict = met(measure, value, page.label, missed);
      return verdict ? `${measure.format(value)} ${verdict}` : measure.format(value);
    }),
  ]);
  const pages = current.pages.map((page) => `\`${page.label}\``);
  return [
    heading('the current code'),
    table(['measure', 'target', ...pages], rows, [2, 3, 4]),
    `\n${positionNote(current)}; ${POSITIONS} approved positions.`,
  ].join('\n');
}

/** Baseline against current: a table per measure, a page per row. */
export function lighthouseComparison(
  baseline: Measured,
  current: Measured,
  missed: string[],
): string {
  const parts = [heading(`baseline against current`)];
  for (const measure of MEASURES) {
    const rows = current.pages.map((page, index) => {
      const before = baseline.pages[index] ? medianOf(baseline.pages[index], measure) : null;
      const after = medianOf(page, measure);
      const show = (value: number | null) => (value === null ? 'n/a' : measure.format(value));
      return [
        `\`${page.label}\``,
        show(before),
        show(after),
        measure.compare === 'ratio'
          ? ratio(after, before)
          : difference(after, before, measure.format),
        measure.target?.text ?? '',
        met(measure, after, page.label, missed),
      ];
    });
    const change = measure.compare === 'ratio' ? 'current/baseline' : 'current − baseline';
    parts.push(
      `\n### ${measure.label}\n`,
      table(['page', 'baseline', 'current', change, 'target', 'met'], rows, [1, 2, 3]),
    );
  }
  parts.push(
    `\n${positionNote(baseline)}, /jobs/${current.positionId} on the current one's; ` +
      `${POSITIONS} approved positions on each. 'met' is the current code's.`,
  );
  return parts.join('\n');
}

/** Every run of every checkout, and what Lighthouse flagged. */
export function runsReport(all: Measured[]): string {
  const compared = all.length > 1;
  const rows = all.flatMap((measured) =>
    measured.pages.flatMap((page) =>
      page.runs.map((run, index) => [
        ...(compared ? [measured.checkout.name] : []),
        page.label,
        String(index + 1),
        ...MEASURES.map((m) => {
          const value = run[m.figure];
          return value === null ? 'n/a' : m.format(value);
        }),
        run.benchmarkIndex === null ? '?' : String(Math.round(run.benchmarkIndex)),
      ]),
    ),
  );
  const first = compared ? 1 : 0;
  const parts = [
    '\n### Each run\n',
    table(
      [
        ...(compared ? ['code'] : []),
        'page',
        'run',
        ...MEASURES.map((m) => m.label),
        'benchmarkIndex',
      ],
      rows,
      [...MEASURES.keys()].map((i) => i + first + 2).concat(MEASURES.length + first + 2),
    ),
  ];
  // What Lighthouse flagged, each text once, with the checkouts it was seen on.
  const notes = new Map<string, string[]>();
  const note = (text: string, measured: Measured) =>
    notes.set(text, [...(notes.get(text) ?? []), measured.checkout.name]);
  for (const measured of all) {
    for (const page of measured.pages) {
      const failed = [...new Set(page.runs.flatMap((run) => run.failed))];
      if (failed.length > 0) {
        note(`Failed audits on \`${page.label}\` (any run): ${failed.join(', ')}`, measured);
      }
      const errors = [...new Set(page.runs.flatMap((run) => run.consoleErrors))];
      if (errors.length > 0) {
        note(`Console errors on \`${page.label}\` (any run): ${errors.join('; ')}`, measured);
      }
      for (const warning of new Set(page.runs.flatMap((run) => run.warnings))) {
        note(`Lighthouse warned on \`${page.label}\`: ${warning}`, measured);
      }
    }
  }
  for (const [text, names] of notes) {
    parts.push(`\n${text}${compared ? ` (${names.join(' and ')})` : ''}`);
  }
  return parts.join('\n');
}

// --- (b) Bytes and keystrokes in Chromium -----------------------------------------------------

interface PhoneRow {
  label: string;
  /** What the label adds in parentheses, per checkout. */
  detail?: (measured: Measured) => string;
  /** How many files (or requests) the figure counts; '' where that means nothing. */
  files: (measured: Measured) => string;
  value: (measured: Measured) => number | null;
  format: (value: number | null) => string;
  target?: number;
  /**
   * The issue's own figures: missing the target fails the bench, under this name (the other
   * targets are context).
   */
  required?: string;
}

const kB = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / 1000).toFixed(1)} kB`);
const ms = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(1)} ms`);

const distOf = (measured: Measured) => path.join(measured.checkout.root, 'dist');
const distinctFiles = (assets: FetchedAsset[]) => [...new Set(assets.map((a) => a.file))];
const encodings = (measured: Measured) =>
  [...new Set(measured.untilTap.map((asset) => asset.encoding))].join(', ') || 'none';

const PHONE_ROWS: PhoneRow[] = [
  {
    label:
      'page JS + CSS a cold `/jobs` load requests until it answers a tap ' +
      "(gzip -9, each distinct file once; not the service worker's precache)",
    files: (m) => String(distinctFiles(m.untilTap).length),
    value: (m) => gzipBytes(m.untilTap, distOf(m)),
    format: kB,
    target: BYTES_TARGET,
    required: 'page JS + CSS until /jobs answers a tap',
  },
  {
    label: '… as bytes on the wire',
    detail: (m) => `content-encoding: ${encodings(m)}`,
    files: (m) => String(m.untilTap.length),
    value: (m) => m.untilTap.reduce((sum, asset) => sum + asset.wireBytes, 0),
    format: kB,
  },
  {
    label:
      `filter keystroke, ${POSITIONS.toLocaleString('en')} positions: a letter into the ` +
      'empty search box → new result in the DOM, laid out (median of 10)',
    files: () => '',
    value: (m) => median(m.keys.fast.letters),
    format: ms,
    target: KEYSTROKE_TARGET_MS,
    required: 'filter keystroke',
  },
  {
    label: `… the same with the CPU slowed down ${CPU_SLOWDOWN}x (as Lighthouse's phone)`,
    files: () => '',
    value: (m) => median(m.keys.slowed.letters),
    format: ms,
    target: KEYSTROKE_TARGET_MS,
  },
  {
    label: 'reference: Backspace back to the full list (no slowdown)',
    files: () => '',
    value: (m) => median(m.keys.fast.backspaces),
    format: ms,
  },
  {
    label: `reference: Backspace back to the full list (${CPU_SLOWDOWN}x slowdown)`,
    files: () => '',
    value: (m) => median(m.keys.slowed.backspaces),
    format: ms,
  },
];

/** Notes `row` in `missed` when the current code misses its required target. */
function checkRequired(row: PhoneRow, value: number | null, missed: string[]): boolean {
  const ok = row.target === undefined || (value !== null && value <= row.target);
  if (!ok && row.required) missed.push(row.required);
  return ok;
}

const phoneHeading = `\n## In Chromium at Lighthouse's phone screen (412x823), no network throttling\n`;

/** One checkout: each figure with its target and measured/target. */
export function phoneTable(current: Measured, missed: string[]): string {
  const rows = PHONE_ROWS.map((row) => {
    const value = row.value(current);
    checkRequired(row, value, missed);
    return [
      row.detail ? `${row.label} (${row.detail(current)})` : row.label,
      row.files(current),
      row.format(value),
      row.target === undefined ? '' : row.format(row.target),
      row.target === undefined || value === null ? '' : (value / row.target).toFixed(2),
    ];
  });
  return [
    phoneHeading,
    table(['measure', 'files', 'measured', 'target', 'measured/target'], rows, [1, 2, 3, 4]),
    PHONE_NOTES,
  ].join('\n');
}

/** Baseline against current, a figure per row. */
export function phoneComparison(baseline: Measured, current: Measured, missed: string[]): string {
  const rows = PHONE_ROWS.map((row) => {
    const before = row.value(baseline);
    const after = row.value(current);
    const ok = checkRequired(row, after, missed);
    return [
      row.detail
        ? `${row.label} (baseline ${row.detail(baseline)}; current ${row.detail(current)})`
        : row.label,
      row.files(baseline),
      row.format(before),
      row.files(current),
      row.format(after),
      ratio(after, before),
      row.target === undefined ? '' : row.format(row.target),
      row.required ? (ok ? 'met' : 'NOT MET') : '',
    ];
  });
  return [
    phoneHeading,
    table(
      [
        'measure',
        'baseline files',
        'baseline',
        'current files',
        'current',
        'current/baseline',
        'target',
        'met',
      ],
      rows,
      [1, 2, 3, 4, 5],
    ),
    PHONE_NOTES,
  ].join('\n');
}

const PHONE_NOTES = [
  `\nUntil a tap is answered: from the navigation until the app's first commit has replaced the ` +
    `server's markup (React's elements in #root); a tap on the first card's link then opens its ` +
    `page in the same document, checked after the files are listed. What loads later (the ` +
    `screen a tap opens, the notices and the service worker once the page is quiet, the ` +
    `worker's precache) is not counted. Files are counted by gzip -9 of the dist/ file: ` +
    `Chromium reports a negative body size for a file it had already downloaded.`,
  `\nA keystroke is timed from the keydown event to the first change under <main> outside the ` +
    `search box (the MutationObserver after React's commit), plus the style and layout it ` +
    `forces; the paint of the next frame is not included. Timed after the first visit wrote ` +
    `the whole list to IndexedDB. 1 kB = 1,000 bytes.`,
].join('\n');

/** Each file counted until the tap, largest first, with its gzip -9 size, for each checkout. */
export function untilTapFiles(all: Measured[]): string {
  const parts = ['\n### Page JS + CSS until `/jobs` answers a tap, by file\n'];
  for (const measured of all) {
    const sizes = distinctFiles(measured.untilTap)
      .map((file) => ({ file, size: gzipSize(file, distOf(measured)) }))
      .sort((a, b) => b.size - a.size);
    const total = sizes.reduce((sum, { size }) => sum + size, 0);
    if (all.length > 1) parts.push(`\n${measured.checkout.name}:\n`);
    parts.push(
      table(
        ['file', 'gzip -9'],
        [...sizes.map(({ file, size }) => [file, kB(size)]), ['all', kB(total)]],
        [1],
      ),
    );
  }
  return parts.join('\n');
}
