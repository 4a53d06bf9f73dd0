// The table bench:sync prints (markdown, to stdout): for each board size and figure, the baseline's
// median, the current code's, their ratio, and the target with PASS or MISS.
import { median, ratio, table } from '../lighthouse/report';
import type { RunFigures } from './one-run';
import { CPU_SLOWDOWN, TARGETS, type Target } from './settings';

/** Every run of one checkout at one board size. */
export interface SideRuns {
  size: number;
  baseline: RunFigures[];
  current: RunFigures[];
}

interface Figure {
  label: string;
  unit: 'ms' | 'B' | 'n';
  /** One value per run; keystrokes and reloads give several per run, all pooled. */
  values: (run: RunFigures) => number[];
  targets?: Target[];
}

const FIGURES: Figure[] = [
  {
    label: 'first visit: bytes of /api/positions* until settled',
    unit: 'B',
    values: (run) => [run.firstVisit.bytes],
  },
  {
    label: `first visit: navigation → whole list in IndexedDB (${CPU_SLOWDOWN}x CPU)`,
    unit: 'ms',
    values: (run) => [run.firstVisitCachedMs],
  },
  {
    label: `first visit: longest main-thread task (${CPU_SLOWDOWN}x CPU)`,
    unit: 'ms',
    values: (run) => [run.longestTaskMs],
    targets: TARGETS.longestTaskMs,
  },
  {
    label: 'first visit: requests to /api/positions*',
    unit: 'n',
    values: (run) => [run.firstVisit.requests],
  },
  {
    label: 'one change: returning visit bytes of /api/positions*',
    unit: 'B',
    values: (run) => [run.revalidation.bytes],
    targets: TARGETS.revalidationBytes,
  },
  {
    label: 'one change: navigation → new position in IndexedDB',
    unit: 'ms',
    values: (run) => [run.revalidationMs],
    targets: TARGETS.revalidationMs,
  },
  {
    label: 'one change: list requests, first start → last end',
    unit: 'ms',
    values: (run) => [run.revalidation.spanMs],
  },
  {
    label: `filter keystroke (${CPU_SLOWDOWN}x CPU)`,
    unit: 'ms',
    values: (run) => run.keystrokesMs,
    targets: TARGETS.keystrokeMs,
  },
  {
    label: 'offline reload → first card',
    unit: 'ms',
    values: (run) => run.offlineFirstCardMs,
    targets: TARGETS.offlineFirstCardMs,
  },
  {
    label: 'IndexedDB size (storage estimate)',
    unit: 'B',
    values: (run) => [run.cache.bytes],
  },
];

function formatted(value: number | null, unit: Figure['unit']): string {
  if (value === null) return 'n/a';
  if (unit === 'n') return String(Math.round(value));
  if (unit === 'ms') return `${value.toFixed(value < 100 ? 1 : 0)} ms`;
  return value < 10_000 ? `${Math.round(value)} B` : `${(value / 1000).toFixed(0)} kB`;
}

/** 'rows per store' of the runs' first visits, e.g. `churches 200, positions 10000`. */
function storeRows(runs: RunFigures[]): string {
  const rows = runs[0]?.cache.rows ?? {};
  return (
    Object.entries(rows)
      .map(([store, count]) => `${store} ${count}`)
      .join(', ') || 'none'
  );
}

/** The table of every size; adds a line per target to `verdicts` ('PASS …' or 'MISS …'). */
export function syncTable(sides: SideRuns[], verdicts: string[]): string {
  const rows: string[][] = [];
  for (const side of sides) {
    const size = side.size.toLocaleString('en');
    for (const figure of FIGURES) {
      const baseline = median(side.baseline.flatMap(figure.values));
      const current = median(side.current.flatMap(figure.values));
      const target = figure.targets?.find((t) => t.size === side.size);
      let verdict = '';
      if (target && current !== null) {
        const met = target.strict ? current < target.limit : current <= target.limit;
        verdict = met ? 'PASS' : 'MISS';
        verdicts.push(
          `${verdict} ${figure.label} at ${size}: ${formatted(current, figure.unit)} ` +
            `(target ${target.strict ? '<' : '≤'} ${formatted(target.limit, figure.unit)})`,
        );
      }
      rows.push([
        figure.label,
        size,
        formatted(baseline, figure.unit),
        formatted(current, figure.unit),
        ratio(current, baseline),
        target ? `${target.strict ? '<' : '≤'} ${formatted(target.limit, figure.unit)}` : '',
        verdict,
      ]);
    }
    rows.push([
      'IndexedDB rows per store (first visit, settled)',
      size,
      storeRows(side.baseline),
      storeRows(side.current),
      '',
      '',
      '',
    ]);
  }
  return table(
    ['measure', 'positions', 'baseline', 'current', 'current/baseline', 'target', ''],
    rows,
    [1, 2, 3, 4],
  );
}
