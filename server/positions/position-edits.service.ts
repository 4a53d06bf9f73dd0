// A church changes its own position: edit (in place while pending, as a revision for the college
// once approved), close, reopen and duplicate. Each write is conditional in the store, so two
// devices (or the church and an admin) can never overwrite each other unseen: the loser gets 412
// with the position as it is now. docs/decisions/0024-positions-lifecycle.md.
import { randomUUID } from 'node:crypto';
import { positionDataOf, sameText } from '../../shared/position-fields';
import type { PositionData } from '../../shared/schemas/position';
import { isPastApplyBy } from '../../shared/rules';
import type { ChurchCloseReason, ChurchPosition, Position } from '../../shared/types';
import type { AppDeps } from '../deps';
import { PreconditionFailedError } from '../errors';
import { DuplicateIdError, userUploader, type UserRecord } from '../store/port';
import { claimUploadField, releaseFileAt } from '../uploads/upload-grants';
import { churchPositionView, ownPosition } from './own-position';
import { checkApplyBy, type NewPosition } from './position-input';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log'>;

/** 412's message: the church sees both versions and chooses. */
export const EDITED_MEANWHILE =
  'This position was changed since you opened it. Compare the two versions and choose what to keep.';

/** The 412 for an edit that lost: the position as the church would see it now. */
async function editedMeanwhile(deps: Deps, church: UserRecord, id: string): Promise<never> {
  const { position, profile } = await ownPosition(deps, church, id);
  throw new PreconditionFailedError(
    EDITED_MEANWHILE,
    await churchPositionView(deps, position, profile),
  );
}

/**
 * PUT /api/positions/{id} from `expectedVersion` (If-Match). A position not yet approved is
 * replaced (and a decline cleared: it is resubmitted); an approved one keeps its public text and
 * gets the edit as its revision, for the college to approve.
 */
export async function editOwnPosition(
  deps: Deps,
  church: UserRecord,
  id: string,
  input: NewPosition,
  expectedVersion: number,
): Promise<ChurchPosition> {
  const { churchProfileId: _ignored, ...data } = input;
  const { position, profile } = await ownPosition(deps, church, id);
  const previousRevision = await deps.store.positions.findRevision(id);
  if (position.version !== expectedVersion) {
    // The church's latest text is already what it sends: nothing to choose between. This is how a
    // retry learns that its first attempt landed when the server died before recording the answer
    // under the Idempotency-Key (docs/decisions/0035-outbox-fault-model.md).
    const latest = (position.approved && previousRevision?.data) || positionDataOf(position);
    if (position.version > expectedVersion && sameText(latest, data)) {
      return churchPositionView(deps, position, profile);
    }
    return editedMeanwhile(deps, church, id);
  }
  checkApplyBy(data.applyBy, deps.now());
  const keptFiles = [position.jobDescriptionUrl, previousRevision?.data.jobDescriptionUrl];
  // A new file is checked and claimed for this position before anything is written.
  if (data.jobDescriptionUrl && !keptFiles.includes(data.jobDescriptionUrl)) {
    await claimUploadField(deps, {
      url: data.jobDescriptionUrl,
      kind: 'job-description',
      field: 'jobDescriptionUrl',
      recordId: id,
      owner: userUploader(church.id),
    });
  }
  let saved: Position | undefined;
  if (!position.approved) {
    saved = await deps.store.positions.replacePending(id, data, expectedVersion);
    if (saved && position.jobDescriptionUrl !== data.jobDescriptionUrl)
      await releaseFileAt(deps, position.jobDescriptionUrl, 'job-description', id);
  } else {
    saved = (await deps.store.positions.saveRevision(id, data, expectedVersion))?.position;
    const replaced = previousRevision?.data.jobDescriptionUrl;
    if (saved && replaced !== data.jobDescriptionUrl && replaced !== position.jobDescriptionUrl)
      await releaseFileAt(deps, replaced, 'job-description', id);
  }
  if (!saved) return editedMeanwhile(deps, church, id);
  return churchPositionView(deps, saved, profile);
}

/**
 * POST /api/positions/{id}/close: leaves the public list, keeps its applications. A position
 * already closed (from the church's other device, by its date or its 60 days) stays as it is and
 * is answered as it is: the church wanted it closed, and it is. A queued close never blocks the
 * outbox behind it.
 */
export async function closeOwnPosition(
  deps: Deps,
  church: UserRecord,
  id: string,
  reason: ChurchCloseReason,
): Promise<ChurchPosition> {
  const { position, profile } = await ownPosition(deps, church, id);
  const closed =
    position.status === 'active' ? await deps.store.positions.close(id, reason) : undefined;
  return churchPositionView(deps, closed ?? (await currentOf(deps, church, id)), profile);
}

/** The position as it is now, after a change that found it already changed. */
async function currentOf(deps: Deps, church: UserRecord, id: string): Promise<Position> {
  return (await ownPosition(deps, church, id)).position;
}

/**
 * POST /api/positions/{id}/reopen: open again, and public again for another 60 days if it was
 * approved. An 'Apply by' date that has passed is dropped, or it would close again that night. A
 * position already open is answered as it is (as closing a closed one is).
 */
export async function reopenOwnPosition(
  deps: Deps,
  church: UserRecord,
  id: string,
): Promise<ChurchPosition> {
  const { position, profile } = await ownPosition(deps, church, id);
  const pastApplyBy = isPastApplyBy(position.applyBy, deps.now());
  const reopened =
    position.status === 'closed' ? await deps.store.positions.reopen(id, pastApplyBy) : undefined;
  return churchPositionView(deps, reopened ?? (await currentOf(deps, church, id)), profile);
}

/**
 * POST /api/positions/{id}/duplicate: a new pending position with the church's latest text (its
 * waiting edit, if any). The job-description file stays with the original: a file belongs to one
 * position (decision 0016), so the church attaches it again. `id` comes from the Idempotency-Key.
 */
export async function duplicateOwnPosition(
  deps: Deps,
  church: UserRecord,
  sourceId: string,
  id?: string,
): Promise<ChurchPosition> {
  const { position, profile } = await ownPosition(deps, church, sourceId);
  const revision = await deps.store.positions.findRevision(sourceId);
  const source: PositionData = revision?.data ?? positionDataOf(position);
  const data: PositionData = {
    ...source,
    jobDescriptionUrl: null,
    applyBy: isPastApplyBy(source.applyBy, deps.now()) ? null : source.applyBy,
  };
  let copy: Position;
  try {
    copy = await deps.store.positions.create(profile.id, data, id ?? randomUUID());
  } catch (error) {
    if (!(error instanceof DuplicateIdError && id)) throw error;
    // A retry whose first attempt was applied: answer with what it created.
    const existing = await deps.store.positions.findById(id);
    if (existing?.churchProfileId !== profile.id) throw error;
    copy = existing;
  }
  return churchPositionView(deps, copy, profile);
}
