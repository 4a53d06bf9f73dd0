// What a church sends to post or edit a position, and the check both make of it: the post
// (position.service.ts) and the edit (position-edits.service.ts) share it from here.
import type * as v from 'valibot';
import { APPLY_BY_PAST, type positionInputSchema } from '../../shared/schemas/position';
import { isPastApplyBy } from '../../shared/rules';
import { ValidationError } from '../errors';

/** A parsed POST /api/positions (or PUT /api/positions/{id}) body. */
export type NewPosition = v.InferOutput<typeof positionInputSchema>;

/** Refuses an 'Apply by' day that is already over everywhere: students could never apply. */
export function checkApplyBy(applyBy: string | null, now: Date): void {
  if (isPastApplyBy(applyBy, now))
    throw new ValidationError(APPLY_BY_PAST, { applyBy: [APPLY_BY_PAST] });
}
