// Rules for positions: who may see, post, delete, approve and archive them. Routes parse and
// respond; this file decides; the store adapters talk to the database.
import { randomUUID } from 'node:crypto';
import { closedPosition } from '../../shared/closed-position';
import type { ArchiveResult, Position, PositionDetail } from '../../shared/types';
import { recordAdminAction } from '../audit/audit-log';
import { isAdmin } from '../auth/roles';
import type { AppDeps } from '../deps';
import { ForbiddenError, NotFoundError, PositionClosedError, ValidationError } from '../errors';
import { eraseReferences } from '../privacy/erasure';
import { DuplicateIdError, userUploader, type UserRecord } from '../store/port';
import { claimUploadField, releaseUpload, removeFilesOf } from '../uploads/upload-grants';
import { ownPosition } from './own-position';
import { checkApplyBy, type NewPosition } from './position-input';
import { closeExpiredPositions } from './position-expiry';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log' | 'mailer'>;

/** Message when a church without a profile tries to post: it must complete its profile first. */
export const PROFILE_REQUIRED = 'Profile Required: Please complete your church profile first.';

/** Whether this viewer may see a position that is not (or no longer) public. */
async function canSeeUnpublished(deps: Deps, position: Position, viewer: UserRecord | undefined) {
  if (!viewer) return false;
  if (isAdmin(viewer, deps.config)) return true;
  if (viewer.role !== 'church') return false;
  const profile = await deps.store.churches.findByUserId(viewer.id);
  return profile?.id === position.churchProfileId;
}

/**
 * A position's detail for this viewer: the public sees approved, active ones only; one that was
 * public and has closed answers 410 with what it was, anything else 404.
 */
export async function positionDetailFor(
  deps: Deps,
  id: string,
  viewer: UserRecord | undefined,
): Promise<PositionDetail> {
  const detail = await deps.store.positions.findDetail(id);
  if (!detail) throw new NotFoundError('Position not found');
  const isPublic = detail.approved && detail.status === 'active';
  if (!isPublic && !(await canSeeUnpublished(deps, detail, viewer))) {
    if (detail.approved && detail.status === 'closed')
      throw new PositionClosedError(closedPosition(detail));
    throw new NotFoundError('Position not found');
  }
  return detail;
}

/**
 * The job-description address a viewer may open: the position's own (as its detail allows), or,
 * with `edit`, the one of its waiting edit, which only its church and admins may see.
 */
export async function jobDescriptionUrlFor(
  deps: Deps,
  id: string,
  viewer: UserRecord | undefined,
  edit: boolean,
): Promise<string | null> {
  const detail = await positionDetailFor(deps, id, viewer);
  if (!edit) return detail.jobDescriptionUrl;
  if (!(await canSeeUnpublished(deps, detail, viewer))) throw new NotFoundError('No such edit');
  const revision = await deps.store.positions.findRevision(id);
  if (!revision) throw new NotFoundError('This position has no edit waiting');
  return revision.data.jobDescriptionUrl;
}

/** Posts a pending position for the church's own profile; `id` comes from an Idempotency-Key. */
export async function postPosition(
  deps: Deps,
  church: UserRecord,
  input: NewPosition,
  id?: string,
): Promise<Position> {
  const { churchProfileId, ...data } = input;
  const profile = await deps.store.churches.findByUserId(church.id);
  if (!profile)
    throw new ValidationError(PROFILE_REQUIRED, { churchProfileId: [PROFILE_REQUIRED] });
  if (churchProfileId && churchProfileId !== profile.id) {
    throw new ForbiddenError('You can only post positions for your own church');
  }
  checkApplyBy(data.applyBy, deps.now());
  // The record's id is fixed before the file is claimed for it, so a retry claims for the same id.
  const recordId = id ?? randomUUID();
  // Only a job description this church uploaded and no other position uses (decision 0016).
  const claimed = data.jobDescriptionUrl
    ? await claimUploadField(deps, {
        url: data.jobDescriptionUrl,
        kind: 'job-description',
        field: 'jobDescriptionUrl',
        recordId,
        owner: userUploader(church.id),
      })
    : undefined;
  try {
    return await deps.store.positions.create(profile.id, data, recordId);
  } catch (error) {
    if (error instanceof DuplicateIdError && id) {
      // A retry of a request whose first attempt was applied: answer with what it created.
      const existing = await deps.store.positions.findById(id);
      if (existing && existing.churchProfileId === profile.id) return existing;
      // Not this request's first attempt: a file it claimed is not that record's.
      if (claimed && existing?.jobDescriptionUrl !== data.jobDescriptionUrl)
        await releaseUpload(deps, claimed, recordId);
      throw error;
    }
    // No position, so no claim: the file is free again (and swept if nobody uses it).
    if (claimed) await releaseUpload(deps, claimed, recordId);
    throw error;
  }
}

/** Deletes a position, its applications, the files they own and the mail and answers naming them. */
async function deletePosition(deps: Deps, id: string): Promise<void> {
  const removed = await deps.store.positions.delete(id);
  if (!removed) throw new NotFoundError('Position not found');
  // Files go after the records; a file the records name but do not own (legacy) stays.
  await removeFilesOf(deps, [id, ...removed.applicationIds]);
  await eraseReferences(deps, { recordIds: [id, ...removed.applicationIds] });
}

/** A church deletes one of its own positions. */
export async function deleteOwnPosition(deps: Deps, church: UserRecord, id: string): Promise<void> {
  await ownPosition(deps, church, id, 'You can only delete your own positions');
  await deletePosition(deps, id);
}

/** An admin deletes any position; the audit log keeps who, when and its title. */
export async function adminDeletePosition(
  deps: Deps,
  admin: UserRecord,
  id: string,
): Promise<void> {
  const position = await deps.store.positions.findById(id);
  if (!position) throw new NotFoundError('Position not found');
  await deletePosition(deps, id);
  await recordAdminAction(deps, admin, 'delete', position);
}

/**
 * An admin closes the live positions that went live more than `daysOld` days ago (pending ones
 * are never archived); the audit log keeps how many.
 */
export async function archiveOldPositions(
  deps: Deps,
  admin: UserRecord,
  daysOld: number,
): Promise<ArchiveResult> {
  const closed = await closeExpiredPositions(deps, daysOld);
  await recordAdminAction(
    deps,
    admin,
    'archive',
    null,
    `${String(closed.length)} position${closed.length === 1 ? '' : 's'} live for more than ${String(daysOld)} days`,
  );
  return { count: closed.length };
}
