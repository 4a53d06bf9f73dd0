// One change of one position: under the claim on its version (version-claims.ts), when the
// condition holds, with the version bumped and updatedAt = now. A document older than decision 0024
// gets the fields it lacked in the same write, as toPosition read them, so that moving updatedAt
// does not move its approvedAt or closedAt.
import type { Filter, UpdateFilter } from 'mongodb';
import type { Position } from '../../../shared/types';
import type { MongoContext } from './context';
import { approvedAtOf, closedAtOf, toPosition, type PositionDoc } from './documents';
import { atVersion, changeUnderClaim, type Versioned } from './version-claims';

/** What a change needs and does. */
export interface PositionChange {
  /** What must hold, as a filter on fields every position document has (status, approved). */
  where: Filter<PositionDoc>;
  /** What the filter cannot say (the version the caller saw, values older documents lack). */
  also?: (position: Position) => boolean;
  /** The fields it sets, besides version and updatedAt. */
  set: (doc: PositionDoc, now: Date) => Partial<PositionDoc>;
}

/** The positions collection as version-claims.ts reads it. */
export function versionedPositions(ctx: MongoContext): Versioned<PositionDoc> {
  return { kind: 'position', read: (id) => ctx.collections.positions.findOne({ _id: id }) };
}

/** The fields a document older than decision 0024 lacks, with the values toPosition gives them. */
export function missingFields(doc: PositionDoc): Partial<PositionDoc> {
  const closed = doc.status === 'closed';
  return {
    ...(doc.applyBy === undefined ? { applyBy: null } : {}),
    ...(doc.approvedAt === undefined ? { approvedAt: approvedAtOf(doc) } : {}),
    ...(doc.closedReason === undefined ? { closedReason: closed ? 'expired' : null } : {}),
    ...(doc.closedAt === undefined ? { closedAt: closedAtOf(doc) } : {}),
    ...(doc.declined === undefined ? { declined: null } : {}),
    ...(doc.expiryRemindedFor === undefined ? { expiryRemindedFor: null } : {}),
  };
}

/**
 * Writes `update` (plus the missing fields) to the document read under the claim at `version`;
 * the document after, or null when it no longer matches (deleted, or `where` does not hold).
 */
export function writeAtVersion(
  ctx: MongoContext,
  doc: PositionDoc,
  version: number,
  where: Filter<PositionDoc>,
  set: Partial<PositionDoc>,
): Promise<PositionDoc | null> {
  const update: UpdateFilter<PositionDoc> = { $set: { ...missingFields(doc), ...set } };
  return ctx.collections.positions.findOneAndUpdate(
    { ...where, _id: doc._id, ...atVersion<PositionDoc>(version) },
    update,
    { returnDocument: 'after' },
  );
}

/** Applies `change` to the position when its condition holds; the position after, else undefined. */
export async function changePosition(
  ctx: MongoContext,
  id: string,
  change: PositionChange,
): Promise<Position | undefined> {
  return changeUnderClaim(ctx, versionedPositions(ctx), id, async (doc, version) => {
    if (change.also && !change.also(toPosition(doc))) return undefined;
    const now = ctx.now();
    const after = await writeAtVersion(ctx, doc, version, change.where, {
      ...change.set(doc, now),
      version: version + 1,
      updatedAt: now,
    });
    return after === null ? undefined : toPosition(after);
  });
}
