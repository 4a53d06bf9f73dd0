// The college's admin at the review queue, back to back: every position, and each one waiting
// approved at the version the admin saw (If-Match "v<n>", docs/decisions/0026).
import { api } from '../../shared/api-routes';
import type { AdminPosition } from '../../shared/types';
import type { LoadClient } from './load-client';
import { approvalHeaders } from './seed';

/** The kinds of the admin's requests, as the table names them. */
export const ADMIN_KINDS = {
  queue: 'GET /api/admin/positions',
  approve: 'POST /api/admin/positions/:id/approve (If-Match)',
} as const;

/** One look at the queue, approving what waits. */
export async function adminVisit(client: LoadClient): Promise<void> {
  const queue = await client.call(ADMIN_KINDS.queue, 'read', api.adminPositions, [200]);
  const waiting = (queue?.json<AdminPosition[]>() ?? []).filter(
    (p) => !p.approved && p.status === 'active' && p.declined === null,
  );
  for (const position of waiting) {
    await client.call(ADMIN_KINDS.approve, 'write', api.adminApprove(position.id), [200], {
      method: 'POST',
      headers: approvalHeaders(position),
    });
  }
}
