// The one shape of most position changes: a single conditional UPDATE … RETURNING *, applied only
// when its WHERE still holds at the moment of the write, and the public list's version bumped in
// the same transaction when it applied.
import type { Position } from '../../../shared/types';
import type { SqliteContext } from './context';
import { bumpPublicListVersion } from './public-list-version';
import { toPosition, type PositionRow } from './rows';

/** The assignments every change makes: `@now` is the store's clock. */
export const TOUCH = 'version = version + 1, updated_at = @now';

/** Runs a position change; its SQL must end in RETURNING * and may bind `@now`. */
export type PositionUpdate = (
  source: string,
  params: Record<string, unknown>,
) => Position | undefined;

/** The runner of conditional position changes of one store; each is an immediate transaction. */
export function positionUpdater(ctx: SqliteContext): PositionUpdate {
  const update = ctx.db.transaction((source: string, params: Record<string, unknown>) => {
    const row = ctx.statements
      .get<PositionRow>(source)
      .get({ ...params, now: ctx.now().toISOString() });
    if (row === undefined) return undefined;
    bumpPublicListVersion(ctx);
    return toPosition(row);
  });
  return (source, params) => update.immediate(source, params);
}
