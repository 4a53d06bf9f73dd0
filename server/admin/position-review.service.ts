// The college's review of positions: what waits (a new position, or an edit of a live one), approve
// it, decline it with a reason, many at once; every action goes to the audit log and the church
// is told by e-mail. docs/decisions/0024-positions-lifecycle.md.
import { DECLINE_REASON_LABELS } from '../../shared/constants';
import type {
  AdminPosition,
  BulkApproveResult,
  DeclineReason,
  Position,
  PositionDecline,
} from '../../shared/types';
import type { AppDeps } from '../deps';
import { ConflictError, HttpError, NotFoundError } from '../errors';
import { positionExtras } from '../positions/own-position';
import { notifyDeclined, notifyLive } from '../positions/position-notifications';
import type { UserRecord } from '../store/port';
import { releaseFileAt } from '../uploads/upload-grants';
import { recordAdminAction } from './audit-log';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log' | 'mailer'>;

/** 409 when approving a closed position: the church decides whether it is open. */
export const APPROVE_CLOSED =
  'This position is closed. The church must reopen it before it can be approved.';
/** 409 when declining a position with nothing waiting. */
export const NOTHING_WAITS = 'Nothing of this position waits for approval.';

/** GET /api/admin/positions: every position, newest first, with its waiting or declined edit. */
export async function listForAdmin(deps: Deps): Promise<AdminPosition[]> {
  const [positions, revisions] = await Promise.all([
    deps.store.positions.listAll(),
    deps.store.positions.listRevisions(),
  ]);
  const byPosition = new Map(revisions.map((revision) => [revision.positionId, revision]));
  return positions.map((position) => ({
    ...position,
    revision: byPosition.get(position.id) ?? null,
  }));
}

async function findPosition(deps: Deps, id: string): Promise<Position> {
  const position = await deps.store.positions.findById(id);
  if (!position) throw new NotFoundError('Position not found');
  return position;
}

/**
 * POST /api/admin/positions/{id}/approve: approves what waits. A new position goes live (its 60
 * days start); an edit replaces the live text. Approving what is already live changes nothing.
 */
export async function approveWaiting(deps: Deps, admin: UserRecord, id: string): Promise<Position> {
  const position = await findPosition(deps, id);
  if (position.status === 'closed') throw new ConflictError(APPROVE_CLOSED);
  if (!position.approved) {
    const approved = await deps.store.positions.approve(id);
    // Closed or approved by someone else since it was read: say which.
    if (!approved) return explainApproveMiss(deps, id);
    await recordAdminAction(deps, admin, 'approve', approved);
    await notifyLive(deps, approved, 'position');
    return approved;
  }
  const revision = await deps.store.positions.findRevision(id);
  if (revision?.status !== 'pending') return position;
  const updated = await deps.store.positions.approveRevision(id);
  if (!updated) return explainApproveMiss(deps, id);
  // The edit changed the file: the old one is no longer named.
  if (position.jobDescriptionUrl !== updated.jobDescriptionUrl)
    await releaseFileAt(deps, position.jobDescriptionUrl, 'job-description', id);
  await recordAdminAction(deps, admin, 'approve-edit', updated);
  await notifyLive(deps, updated, 'edit');
  return updated;
}

async function explainApproveMiss(deps: Deps, id: string): Promise<Position> {
  const now = await findPosition(deps, id);
  if (now.status === 'closed') throw new ConflictError(APPROVE_CLOSED);
  return now;
}

/** The decline's words for the audit log: the reason's label and the note. */
function declineDetail(decline: PositionDecline): string {
  const label = DECLINE_REASON_LABELS[decline.reason];
  return decline.note ? `${label}: ${decline.note}` : label;
}

/**
 * POST /api/admin/positions/{id}/decline: declines what waits, with a reason; the church is told
 * and may edit and submit again.
 */
export async function declineWaiting(
  deps: Deps,
  admin: UserRecord,
  id: string,
  input: { reason: DeclineReason; note: string | null },
): Promise<AdminPosition> {
  const position = await findPosition(deps, id);
  const decline: PositionDecline = { ...input, at: deps.now().toISOString() };
  if (position.status === 'active' && !position.approved) {
    const declined = await deps.store.positions.decline(id, decline);
    if (!declined) throw new ConflictError(NOTHING_WAITS);
    await recordAdminAction(deps, admin, 'decline', declined, declineDetail(decline));
    await notifyDeclined(deps, declined, 'position', decline);
    return { ...declined, ...(await adminExtras(deps, declined)) };
  }
  const revision = await deps.store.positions.declineRevision(id, decline);
  if (!revision) throw new ConflictError(NOTHING_WAITS);
  await recordAdminAction(deps, admin, 'decline-edit', position, declineDetail(decline));
  await notifyDeclined(deps, position, 'edit', decline);
  const current = await findPosition(deps, id);
  return { ...current, ...(await adminExtras(deps, current)) };
}

/** The admin list's extras of one position: its church, application count and edit. */
async function adminExtras(
  deps: Deps,
  position: Position,
): Promise<Pick<AdminPosition, 'church' | 'applicationCount' | 'revision'>> {
  const church = await deps.store.churches.findById(position.churchProfileId);
  const {
    church: summary,
    applicationCount,
    revision,
  } = await positionExtras(deps, position, church);
  return { church: summary, applicationCount, revision };
}

/**
 * POST /api/admin/positions/bulk-approve: approves each in turn; one refused (closed, deleted)
 * does not stop the others, and says why.
 */
export async function bulkApprove(
  deps: Deps,
  admin: UserRecord,
  ids: readonly string[],
): Promise<BulkApproveResult> {
  const result: BulkApproveResult = { approved: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await approveWaiting(deps, admin, id);
      result.approved.push(id);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.refused.push({ id, message: error.message });
    }
  }
  return result;
}
