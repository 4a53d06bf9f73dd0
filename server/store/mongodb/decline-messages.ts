// The church's one message to a declined applicant on MongoDB, and its hourly cap, without
// transactions (FerretDB has none, and a filter alone does not make its updates exclusive; see
// claims.ts). Both limits are inserts into a unique `_id`, which is atomic there too:
// - `decline-message:<application id>`: whoever inserts it first writes the message; it stays as
//   the record that the message was written, and goes with the application (cascade.ts).
// - `church-message:<church id>#<n>`, n below the cap: the church's places in its window. A message
//   takes a free place, or one whose message left the window (deleted by its createdAt, so exactly
//   one caller frees it, then inserted again); with every place taken the church is over its cap.
import { claimOnce } from './claims';
import type { MongoContext } from './context';
import type { ClaimDoc } from './documents';
import type { ApplicationRepository, ChurchMessageCap, DeclineMessageClaim } from '../port';

/** The part of the applications repository this file implements. */
export type DeclineMessages = Pick<
  ApplicationRepository,
  'claimDeclineMessage' | 'releaseDeclineMessage'
>;

/** The claim that records the application's one message. */
export function declineMessageClaimId(applicationId: string): string {
  return `decline-message:${applicationId}`;
}

function placeId(churchProfileId: string, place: number): string {
  return `church-message:${churchProfileId}#${String(place)}`;
}

/** Rounds of reading the places and trying one; more than a church's own parallel sends need. */
const MAX_ROUNDS = 50;

/**
 * Takes a place in the church's window for `applicationId`; true when taken, else when the oldest
 * message of the full window leaves it.
 */
async function takePlace(
  ctx: MongoContext,
  applicationId: string,
  at: Date,
  cap: ChurchMessageCap,
): Promise<true | { freesAt: Date }> {
  const { claims } = ctx.collections;
  const windowMs = at.getTime() - cap.since.getTime();
  const claim = (place: number): ClaimDoc => ({
    _id: placeId(cap.churchProfileId, place),
    kind: 'church-message',
    owner: cap.churchProfileId,
    value: applicationId,
    createdAt: at,
  });
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const held = new Map(
      (await claims.find({ kind: 'church-message', owner: cap.churchProfileId }).toArray()).map(
        (doc) => [doc._id, doc],
      ),
    );
    let oldest: Date | undefined;
    const open: { place: number; current: ClaimDoc | undefined }[] = [];
    for (let place = 0; place < cap.cap; place++) {
      const current = held.get(placeId(cap.churchProfileId, place));
      if (current !== undefined && current.createdAt > cap.since) {
        if (oldest === undefined || current.createdAt < oldest) oldest = current.createdAt;
      } else {
        open.push({ place, current });
      }
    }
    // Every place is held by a message still in the window.
    if (open.length === 0) return { freesAt: new Date((oldest ?? at).getTime() + windowMs) };
    // A random open place, so that messages sent together seldom reach for the same one.
    const chosen = open[Math.floor(Math.random() * open.length)];
    if (chosen === undefined) continue;
    if (chosen.current !== undefined) {
      await claims.deleteOne({ _id: chosen.current._id, createdAt: chosen.current.createdAt });
    }
    if (await claimOnce(ctx, claim(chosen.place))) return true;
  }
  throw new Error(`The message places of church ${cap.churchProfileId} stayed contested`);
}

/** Claiming and releasing decline messages on a MongoDB store. */
export function mongoDeclineMessages(ctx: MongoContext): DeclineMessages {
  const { applications, claims } = ctx.collections;

  async function release(id: string, at: Date): Promise<void> {
    await applications.updateOne(
      { _id: id, declineMessageSentAt: at },
      { $unset: { declineMessageSentAt: '' } },
    );
    await claims.deleteMany({ kind: 'church-message', value: id, createdAt: at });
    await claims.deleteOne({ _id: declineMessageClaimId(id), createdAt: at });
  }

  return {
    claimDeclineMessage: async (id, at, cap): Promise<DeclineMessageClaim> => {
      const found = await applications.findOne(
        { _id: id },
        { projection: { status: 1, declineMessageSentAt: 1 } },
      );
      if (found === null) return { state: 'missing' };
      if (found.declineMessageSentAt !== undefined) return { state: 'already-sent' };
      if (found.status !== 'declined') return { state: 'not-declined' };
      const once: ClaimDoc = {
        _id: declineMessageClaimId(id),
        kind: 'decline-message',
        owner: id,
        value: at,
        createdAt: at,
      };
      if (!(await claimOnce(ctx, once))) return { state: 'already-sent' };
      const place = await takePlace(ctx, id, at, cap);
      if (place !== true) {
        await claims.deleteOne({ _id: once._id, createdAt: at });
        return { state: 'over-cap', freesAt: place.freesAt.toISOString() };
      }
      const { matchedCount } = await applications.updateOne(
        { _id: id, status: 'declined' },
        { $set: { declineMessageSentAt: at } },
      );
      if (matchedCount === 0) {
        // Moved on or withdrawn between the first read and now.
        await release(id, at);
        const now = await applications.findOne({ _id: id }, { projection: { _id: 1 } });
        return { state: now === null ? 'missing' : 'not-declined' };
      }
      return { state: 'claimed' };
    },

    releaseDeclineMessage: release,
  };
}
