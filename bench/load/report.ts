// The printed result of one store's run: a markdown table per request kind with its ratio to the
// baseline measured in the same run, the read-back of the applications, and PASS/FAIL per target.
import type { LedgerCheck } from './ledger';
import { percentile, type KindFigures, type RequestClass } from './recorder';

/** p99 latency targets per class of request, in milliseconds. */
export const P99_TARGET_MS: Record<RequestClass, number> = { read: 100, write: 250 };

/** What one run measured. */
export interface RunResult {
  store: string;
  figures: KindFigures[];
  seconds: number;
  /** Latencies of every request of a class together, sorted. */
  classLatencies: Record<RequestClass, number[]>;
  baseline: KindFigures[];
  baselineSeconds: number;
  ledger: LedgerCheck;
  /** CPU use during the baseline and the run, described. */
  cpu: { baseline: string; run: string };
}

const ms = (value: number) => (Number.isNaN(value) ? '–' : value.toFixed(1));
const ratio = (value: number, base: number | undefined) =>
  base === undefined || !(base > 0) ? '–' : `${(value / base).toFixed(1)}×`;
const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');

function errorText(figures: Pick<KindFigures, 'errors' | 'errorStatuses'>): string {
  if (figures.errors === 0) return '0';
  const statuses = Object.entries(figures.errorStatuses).map(([status, n]) => `${status}×${n}`);
  return `${figures.errors} (${statuses.join(', ')})`;
}

/** The table and target lines of a run; `fatal` when an error, a loss or a duplicate occurred. */
export function report(run: RunResult): { text: string; fatal: boolean } {
  const base = Object.fromEntries(run.baseline.map((b) => [b.requestClass, b])) as Partial<
    Record<RequestClass, KindFigures>
  >;
  const row = (f: KindFigures, seconds: number, target: string, baseFigures?: KindFigures) =>
    `| ${f.kind} | ${f.requestClass} | ${f.count} | ${(f.count / seconds).toFixed(1)} | ` +
    `${ms(f.p50)} | ${ms(f.p99)} | ${ratio(f.p50, baseFigures?.p50)} | ` +
    `${ratio(f.p99, baseFigures?.p99)} | ${target} | ${errorText(f)} |`;
  const total = run.figures.reduce((sum, f) => sum + f.count, 0);
  const errors = run.figures.reduce((sum, f) => sum + f.errors, 0);
  const lines = [
    `| ${run.store}: request | class | count | req/s | p50 ms | p99 ms | p50 vs baseline | p99 vs baseline | p99 target | errors |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|',
    ...run.figures.map((f) => {
      const limit = P99_TARGET_MS[f.requestClass];
      return row(f, run.seconds, `< ${limit} ms ${verdict(f.p99 < limit)}`, base[f.requestClass]);
    }),
    `| **all requests** | | ${total} | ${(total / run.seconds).toFixed(1)} | | | | | | ${errors} |`,
    ...run.baseline.map((f) => row(f, run.baselineSeconds, 'baseline')),
  ];

  const worst = (requestClass: RequestClass) =>
    run.figures
      .filter((f) => f.requestClass === requestClass)
      .reduce<KindFigures | undefined>(
        (w, f) => (w === undefined || f.p99 > w.p99 ? f : w),
        undefined,
      );
  const targetLine = (requestClass: RequestClass) => {
    const limit = P99_TARGET_MS[requestClass];
    const slowest = worst(requestClass);
    const all = percentile(run.classLatencies[requestClass], 0.99);
    const pass = slowest === undefined || slowest.p99 < limit;
    return (
      `- p99 of every ${requestClass} kind < ${limit} ms: ${verdict(pass)} ` +
      `(slowest: ${slowest?.kind ?? 'none'} at ${ms(slowest?.p99 ?? Number.NaN)} ms; ` +
      `all ${requestClass}s together: p99 ${ms(all)} ms)`
    );
  };
  const { ledger } = run;
  const intact = ledger.missing === 0 && ledger.duplicates === 0;
  lines.push(
    '',
    `CPU during the run: ${run.cpu.run}; during the baseline: ${run.cpu.baseline}.`,
    '',
    `Applications read back through each church's API (by e-mail and position): ` +
      `acknowledged ${ledger.acknowledged} / stored once ${ledger.stored} / duplicates ` +
      `${ledger.duplicates} / missing ${ledger.missing}` +
      (ledger.unacknowledged ? ` (stored without a 2xx answer: ${ledger.unacknowledged})` : ''),
    '',
    `- no errors (unexpected statuses, 429 included, or no answer): ${verdict(errors === 0)} (${errors})`,
    `- every acknowledged application stored exactly once: ${verdict(intact)}`,
    `${targetLine('read')}`,
    `${targetLine('write')}`,
  );
  return { text: lines.join('\n'), fatal: errors > 0 || !intact };
}
