// The applications the server acknowledged (a 2xx answer), and the check that each is stored
// exactly once: read back through each church's own API, by the student's e-mail and position.
import { api } from '../../shared/api-routes';
import type { Application, PositionWithCount } from '../../shared/types';
import type { TestBrowser } from '../../server/testing/test-browser';

/** One acknowledged application: what the student sent and the id the receipt named. */
interface Acknowledged {
  positionId: string;
  studentEmail: string;
  id: string;
}

/** What the read-back found. */
export interface LedgerCheck {
  acknowledged: number;
  /** Acknowledged applications found exactly once, under the id their receipt named. */
  stored: number;
  /** Acknowledged applications found more than once. */
  duplicates: number;
  /** Acknowledged applications not found (or found under another id). */
  missing: number;
  /** Stored applications no 2xx answer acknowledged (their request failed after the write). */
  unacknowledged: number;
}

const keyOf = (positionId: string, email: string) => `${positionId} ${email.toLowerCase()}`;

async function json<T>(browser: TestBrowser, url: string): Promise<T> {
  const response = await browser.request(url);
  if (response.status !== 200)
    throw new Error(`reading back ${url} answered ${response.status}: ${response.text}`);
  return response.json<T>();
}

/** The applications the load's students were told were received. */
export class ApplicationLedger {
  private readonly acknowledged: Acknowledged[] = [];

  add(application: Acknowledged): void {
    this.acknowledged.push(application);
  }

  get size(): number {
    return this.acknowledged.length;
  }

  /** Reads every church's applications back and compares them with what was acknowledged. */
  async check(origin: string, churches: TestBrowser[]): Promise<LedgerCheck> {
    const stored = new Map<string, string[]>();
    for (const church of churches) {
      const positions = await json<PositionWithCount[]>(church, `${origin}${api.churchPositions}`);
      for (const position of positions) {
        const applications = await json<Application[]>(
          church,
          `${origin}${api.churchPositionApplications(position.id)}`,
        );
        for (const application of applications) {
          const key = keyOf(application.positionId, application.studentEmail);
          stored.set(key, [...(stored.get(key) ?? []), application.id]);
        }
      }
    }
    const result: LedgerCheck = {
      acknowledged: this.acknowledged.length,
      stored: 0,
      duplicates: 0,
      missing: 0,
      unacknowledged: 0,
    };
    const acknowledgedKeys = new Set<string>();
    for (const application of this.acknowledged) {
      const key = keyOf(application.positionId, application.studentEmail);
      acknowledgedKeys.add(key);
      const ids = stored.get(key) ?? [];
      if (ids.length > 1) result.duplicates += 1;
      else if (ids[0] === application.id) result.stored += 1;
      else result.missing += 1;
    }
    for (const key of stored.keys()) if (!acknowledgedKeys.has(key)) result.unacknowledged += 1;
    return result;
  }
}
