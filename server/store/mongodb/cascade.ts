// Deleting children before their parents, in application code (no transactions): if the process
// dies half way, the parent still exists and deleting it again finishes the job, so nothing is
// ever left without its parent.
import type { MongoContext } from './context';
import { recordRemovedPositions } from './removed-positions';

/** What deleting applications removed: their ids and resume addresses. */
export interface DeletedApplications {
  ids: string[];
  resumeUrls: string[];
}

/** Deletes the private notes of these applications, and the claims of their status-link mails. */
async function deleteNotesOf(ctx: MongoContext, applicationIds: string[]): Promise<void> {
  await ctx.collections.applicationNotes.deleteMany({ applicationId: { $in: applicationIds } });
  await ctx.collections.claims.deleteMany({ kind: 'status-link', owner: { $in: applicationIds } });
}

/**
 * Forgets that these applications had their decline message (decline-messages.ts). The church's
 * places in its hourly window stay: a message counts there after its application is gone.
 */
async function deleteMessageClaimsOf(ctx: MongoContext, applicationIds: string[]): Promise<void> {
  await ctx.collections.claims.deleteMany({
    kind: 'decline-message',
    owner: { $in: applicationIds },
  });
}

/**
 * Deletes one application with its notes; its resume address, or undefined when it was not there.
 * Only the caller whose delete removed it gets the address (two withdrawals racing).
 */
export async function deleteApplication(
  ctx: MongoContext,
  id: string,
): Promise<{ resumeUrl: string | null } | undefined> {
  const { applications } = ctx.collections;
  const doc = await applications.findOne({ _id: id }, { projection: { resumeUrl: 1 } });
  if (doc === null) return undefined;
  await deleteNotesOf(ctx, [id]);
  const { deletedCount } = await applications.deleteOne({ _id: id });
  await deleteNotesOf(ctx, [id]);
  await deleteMessageClaimsOf(ctx, [id]);
  return deletedCount === 1 ? { resumeUrl: doc.resumeUrl } : undefined;
}

/** Deletes the applications of these positions; returns their ids and resume addresses. */
export async function deleteApplicationsOf(
  ctx: MongoContext,
  positionIds: string[],
): Promise<DeletedApplications> {
  if (positionIds.length === 0) return { ids: [], resumeUrls: [] };
  const { applications } = ctx.collections;
  const found = await applications
    .find({ positionId: { $in: positionIds } }, { projection: { _id: 1, resumeUrl: 1 } })
    .toArray();
  if (found.length === 0) return { ids: [], resumeUrls: [] };
  const ids = found.map((doc) => doc._id);
  // Notes first (children before parents), and again after: a note added meanwhile goes too. The
  // status history lives in the application document and goes with it.
  await deleteNotesOf(ctx, ids);
  // Delete exactly what was read, so no resume address goes unreported.
  await applications.deleteMany({ _id: { $in: ids } });
  await deleteNotesOf(ctx, ids);
  await deleteMessageClaimsOf(ctx, ids);
  return {
    ids,
    resumeUrls: found.flatMap((doc) => (doc.resumeUrl === null ? [] : [doc.resumeUrl])),
  };
}

/**
 * Deletes the positions with their revisions and applications, leaving a tombstone of each that
 * was ever public; returns the applications' ids and resume addresses.
 */
export async function deletePositions(
  ctx: MongoContext,
  positionIds: string[],
): Promise<DeletedApplications> {
  if (positionIds.length === 0) return { ids: [], resumeUrls: [] };
  const { positions, positionRevisions, claims } = ctx.collections;
  await recordRemovedPositions(ctx, positionIds);
  const deleted = await deleteApplicationsOf(ctx, positionIds);
  await positionRevisions.deleteMany({ _id: { $in: positionIds } });
  await positions.deleteMany({ _id: { $in: positionIds } });
  // An application created, or a revision saved, while the first sweep ran would otherwise outlive
  // its position. The claims left by a writer that died (version-claims.ts) go with it.
  const late = await deleteApplicationsOf(ctx, positionIds);
  await positionRevisions.deleteMany({ _id: { $in: positionIds } });
  await claims.deleteMany({ kind: 'position', owner: { $in: positionIds } });
  return {
    ids: [...deleted.ids, ...late.ids],
    resumeUrls: [...deleted.resumeUrls, ...late.resumeUrls],
  };
}
