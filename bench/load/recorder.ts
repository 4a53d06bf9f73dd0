// Every request the load clients make, by kind: its latency, and whether its answer was one the
// kind expects. An unexpected status (a 429 included) or a failed connection is an error, kept
// with its status so the table says what went wrong.

/** Whether a kind reads or writes: each class has its own latency target and baseline. */
export type RequestClass = 'read' | 'write';

/** The figures of one kind of request. */
export interface KindFigures {
  kind: string;
  requestClass: RequestClass;
  count: number;
  p50: number;
  p99: number;
  errors: number;
  /** Errors by status ('network' for no answer), e.g. { 429: 3 }. */
  errorStatuses: Record<string, number>;
}

interface KindLog {
  requestClass: RequestClass;
  latencies: number[];
  errors: Record<string, number>;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Collects requests by kind, in the order kinds first appear. */
export class Recorder {
  private readonly kinds = new Map<string, KindLog>();

  private log(kind: string, requestClass: RequestClass): KindLog {
    let log = this.kinds.get(kind);
    if (!log) {
      log = { requestClass, latencies: [], errors: {} };
      this.kinds.set(kind, log);
    }
    return log;
  }

  /** One answered or failed request; `error` names the status it failed with, if it did. */
  record(kind: string, requestClass: RequestClass, ms: number, error?: string): void {
    const log = this.log(kind, requestClass);
    log.latencies.push(ms);
    if (error !== undefined) log.errors[error] = (log.errors[error] ?? 0) + 1;
  }

  /** An answer with the expected status but the wrong content: an error of a request already counted. */
  flag(kind: string, requestClass: RequestClass, what: string): void {
    const log = this.log(kind, requestClass);
    log.errors[what] = (log.errors[what] ?? 0) + 1;
  }

  figures(): KindFigures[] {
    return [...this.kinds].map(([kind, log]) => {
      const sorted = [...log.latencies].sort((a, b) => a - b);
      const errors = Object.values(log.errors).reduce((sum, n) => sum + n, 0);
      return {
        kind,
        requestClass: log.requestClass,
        count: sorted.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        errors,
        errorStatuses: log.errors,
      };
    });
  }

  /** The latencies of every kind of a class together, sorted. */
  classLatencies(requestClass: RequestClass): number[] {
    return [...this.kinds.values()]
      .filter((log) => log.requestClass === requestClass)
      .flatMap((log) => log.latencies)
      .sort((a, b) => a - b);
  }
}
