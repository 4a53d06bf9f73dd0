// The college's review of positions: what waits (a new position, or an edit of a live one), approve
// it, decline it with a reason, many at once; every action goes to the audit log and the church
// is told by e-mail. docs/decisions/0024-positions-lifecycle.md. An approval names the version the
// admin reviewed and applies only that one (docs/decisions/0026-approval-of-the-reviewed-version.md).
import { DECLINE_REASON_LABELS } from '../../shared/constants';
import { CHANGED_SINCE_REVIEW, type ReviewedPosition } from '../../shared/schemas/position';
import type {
  AdminPosition,
  BulkApproveResult,
  DeclineReason,
  Position,
  PositionDecline,
} from '../../shared/types';
import type { AppDeps } from '../deps';
import { ConflictError, HttpError, NotFoundError, PreconditionFailedError } from '../errors';
import { positionExtras } from '../positions/own-position';
import { notifyDeclined, notifyLive } from '../positions/position-notifications';
import type { UserRecord } from '../store/port';
import { releaseFileAt } from '../uploads/upload-grants';
import { fileNamesOfPosition, namesOfPositionFiles } from '../uploads/uploaded-names';
import { recordAdminAction } from '../audit/audit-log';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log' | 'mailer'>;

/** 409 when approving a closed position: the church decides whether it is open. */
export const APPROVE_CLOSED =
  'This position is closed. The church must reopen it before it can be approved.';
/** 409 when declining a position with nothing waiting. */
export const NOTHING_WAITS = 'Nothing of this position waits for approval.';

/** 412: the position is no longer at the version the admin reviewed; carries it as it is now. */
export class ChangedSinceReviewError extends PreconditionFailedError {
  constructor(readonly position: AdminPosition) {
    super(CHANGED_SINCE_REVIEW, position);
  }
}

/** GET /api/admin/positions: every position, newest first, with its waiting or declined edit. */
export async function listForAdmin(deps: Deps): Promise<AdminPosition[]> {
  const [positions, revisions] = await Promise.all([
    deps.store.positions.listAll(),
    deps.store.positions.listRevisions(),
  ]);
  const byPosition = new Map(revisions.map((revision) => [revision.positionId, revision]));
  const listed = positions.map((position) => ({
    ...position,
    revision: byPosition.get(position.id) ?? null,
  }));
  const names = await namesOfPositionFiles(deps, listed);
  return listed.map((position) => ({
    ...position,
    fileNames: fileNamesOfPosition(names, position),
  }));
}

async function findPosition(deps: Deps, id: string): Promise<Position> {
  const position = await deps.store.positions.findById(id);
  if (!position) throw new NotFoundError('Position not found');
  return position;
}

/**
 * POST /api/admin/positions/{id}/approve at `reviewedVersion` (If-Match): approves what waits. A new
 * position goes live (its 60 days start); an edit replaces the live text. The store applies it only
 * at the version the admin reviewed; a position changed since is a ChangedSinceReviewError.
 * Approving what is already live, at that version, changes nothing.
 */
export async function approveWaiting(
  deps: Deps,
  admin: UserRecord,
  id: string,
  reviewedVersion: number,
): Promise<Position> {
  const position = await asReviewed(deps, id, reviewedVersion);
  if (!position.approved) {
    const approved = await deps.store.positions.approve(id, reviewedVersion);
    // Closed, edited or approved by someone else since it was read: say which.
    if (!approved) return asReviewed(deps, id, reviewedVersion);
    await recordAdminAction(deps, admin, 'approve', approved, null, reviewedVersion);
    await notifyLive(deps, approved, 'position');
    return approved;
  }
  const revision = await deps.store.positions.findRevision(id);
  if (revision?.status !== 'pending') return position;
  const updated = await deps.store.positions.approveRevision(id, reviewedVersion);
  if (!updated) return asReviewed(deps, id, reviewedVersion);
  // The edit changed the file: the old one is no longer named.
  if (position.jobDescriptionUrl !== updated.jobDescriptionUrl)
    await releaseFileAt(deps, position.jobDescriptionUrl, 'job-description', id);
  await recordAdminAction(deps, admin, 'approve-edit', updated, null, reviewedVersion);
  await notifyLive(deps, updated, 'edit');
  return updated;
}

/** The 412 of an approval that came too late: the position as the admin's list shows it now. */
async function changedSinceReview(deps: Deps, position: Position): Promise<never> {
  throw new ChangedSinceReviewError({ ...position, ...(await adminExtras(deps, position)) });
}

/**
 * The position as it is now, while it is still what the admin reviewed: closed is a 409, changed
 * since `reviewedVersion` a 412 (ChangedSinceReviewError).
 */
async function asReviewed(deps: Deps, id: string, reviewedVersion: number): Promise<Position> {
  const position = await findPosition(deps, id);
  if (position.status === 'closed') throw new ConflictError(APPROVE_CLOSED);
  if (position.version !== reviewedVersion) return changedSinceReview(deps, position);
  return position;
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
): Promise<Pick<AdminPosition, 'church' | 'applicationCount' | 'revision' | 'fileNames'>> {
  const church = await deps.store.churches.findById(position.churchProfileId);
  const {
    church: summary,
    applicationCount,
    revision,
    fileNames,
  } = await positionExtras(deps, position, church);
  return { church: summary, applicationCount, revision, fileNames };
}

/**
 * POST /api/admin/positions/bulk-approve: approves each at the version the admin reviewed, in turn.
 * One changed since is skipped and returned as it is now; one refused (closed, deleted) says why;
 * neither stops the others. An id named twice is approved once, at the first version given.
 */
export async function bulkApprove(
  deps: Deps,
  admin: UserRecord,
  positions: readonly ReviewedPosition[],
): Promise<BulkApproveResult> {
  const result: BulkApproveResult = { approved: [], changed: [], refused: [] };
  const reviewed = new Map<string, number>();
  for (const { id, version } of positions) if (!reviewed.has(id)) reviewed.set(id, version);
  for (const [id, version] of reviewed) {
    try {
      await approveWaiting(deps, admin, id, version);
      result.approved.push(id);
    } catch (error) {
      if (error instanceof ChangedSinceReviewError) result.changed.push(error.position);
      else if (error instanceof HttpError) result.refused.push({ id, message: error.message });
      else throw error;
    }
  }
  return result;
}
