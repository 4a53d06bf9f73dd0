// A church at its dashboard, back to back: its positions and stats, one position's applications,
// the oldest application still in the pipeline opened (a new one becomes Reviewed) and moved on a
// step, and now and then a new position posted for the college to approve. Writes carry an
// Idempotency-Key, as the church's outbox sends them.
import { randomUUID } from 'node:crypto';
import { api, IDEMPOTENCY_HEADER } from '../../shared/api-routes';
import type { Application, ApplicationStatus, PositionWithCount } from '../../shared/types';
import type { LoadClient } from './load-client';
import { positionFields } from './seed';

/** Every this many dashboard visits, the church posts a new position. */
const POST_EVERY = 8;

/** The step an application moves to from each status still in the pipeline. */
const NEXT_STEP: Partial<Record<ApplicationStatus, (n: number) => ApplicationStatus>> = {
  reviewed: () => 'contacted',
  contacted: (n) => (n % 2 === 0 ? 'hired' : 'declined'),
};

/** The kinds of a church's requests, as the table names them. */
export const CHURCH_KINDS = {
  positions: 'GET /api/church/positions',
  stats: 'GET /api/church/stats',
  applications: 'GET /api/church/positions/:id/applications',
  open: 'GET /api/church/applications/:id (opens it)',
  status: 'PUT /api/church/applications/:id/status',
  post: 'POST /api/positions (waits for approval)',
} as const;

/** One church's state between visits. */
export class Church {
  private visits = 0;

  constructor(
    private readonly client: LoadClient,
    private readonly name: string,
  ) {}

  async visit(): Promise<void> {
    this.visits += 1;
    const listed = await this.client.call(
      CHURCH_KINDS.positions,
      'read',
      api.churchPositions,
      [200],
    );
    await this.client.call(CHURCH_KINDS.stats, 'read', api.churchStats, [200]);
    if (this.visits % POST_EVERY === 0) {
      await this.client.call(CHURCH_KINDS.post, 'write', api.positions, [201], {
        json: positionFields(`${this.name} new position ${this.visits}`),
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      });
    }
    const live = (listed?.json<PositionWithCount[]>() ?? []).filter(
      (p) => p.approved && p.status === 'active',
    );
    const position = live[this.visits % Math.max(1, live.length)];
    if (!position) return;
    const list = await this.client.call(
      CHURCH_KINDS.applications,
      'read',
      api.churchPositionApplications(position.id),
      [200],
    );
    // Newest first: the last one still in the pipeline is the one waiting longest.
    const waiting = (list?.json<Application[]>() ?? [])
      .filter((a) => a.status === 'pending' || a.status in NEXT_STEP)
      .at(-1);
    if (!waiting) return;
    const opened = await this.client.call(
      CHURCH_KINDS.open,
      'read',
      api.churchApplication(waiting.id),
      [200],
    );
    const status = opened?.json<Application>().status;
    const next = status ? NEXT_STEP[status]?.(this.visits) : undefined;
    if (!next) return;
    await this.client.call(
      CHURCH_KINDS.status,
      'write',
      api.churchApplicationStatus(waiting.id),
      [200],
      {
        method: 'PUT',
        json: { status: next },
        headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      },
    );
  }
}
