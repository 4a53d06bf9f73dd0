// Compare-and-set without transactions. FerretDB 1.24 runs a conditional update as "find, then
// replace by _id" (msg_update.go), so two concurrent updateOne({_id, role: null}) can both succeed,
// and findOneAndDelete can hand one document to several callers. What it does make atomic, as
// MongoDB does, is inserting into a unique `_id`. So each one-time change (setting a role, taking
// over an idempotency key, leasing a message) is first claimed by inserting a claim whose `_id`
// names that exact change; only the caller whose insert succeeds goes on to make it.
import type { ClaimDoc } from './documents';
import type { MongoContext } from './context';
import { isDuplicateKeyError } from './errors';

/** Inserts the claim; true for the one caller that made it, false when it existed. */
export async function claimOnce(ctx: MongoContext, claim: ClaimDoc): Promise<boolean> {
  try {
    await ctx.collections.claims.insertOne(claim);
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}

/** The claim with this id, when it exists (to finish the change of a claimer that died). */
export async function findClaim(ctx: MongoContext, id: string): Promise<ClaimDoc | undefined> {
  return (await ctx.collections.claims.findOne({ _id: id })) ?? undefined;
}
