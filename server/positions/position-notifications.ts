// Who hears of a position's life: the church's account (not the position's contact, who hears of
// applications) when it goes live, is declined or is about to be archived. Queued through the
// store-backed mail queue; a failure to queue is logged and never undoes what happened.
import type { Position, PositionDecline } from '../../shared/types';
import type { AppDeps } from '../deps';
import type { MailContent } from '../mail/templates';
import { queueWithoutFailing } from '../mail/queued-mailer';
import {
  positionDeclinedMessage,
  positionLiveMessage,
  type ReviewedChange,
} from '../mail/position-messages';

type Deps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log'>;

/** Queues a message to the account of the position's church; false when it has none any more. */
export async function mailPositionChurch(
  deps: Deps,
  position: Position,
  mail: string,
  build: (to: string) => MailContent,
): Promise<boolean> {
  const context = { positionId: position.id, mail };
  try {
    const profile = await deps.store.churches.findById(position.churchProfileId);
    const account = profile && (await deps.store.users.findById(profile.userId));
    if (!account) return false;
    return await queueWithoutFailing(
      deps,
      { ...build(account.email), about: [position.id, account.id] },
      context,
    );
  } catch (error) {
    deps.log.error({
      msg: 'could not queue mail',
      ...context,
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
}

/** The church's position (or its edit) is live. */
export function notifyLive(deps: Deps, position: Position, change: ReviewedChange) {
  return mailPositionChurch(deps, position, 'position live', (to) =>
    positionLiveMessage(deps.config, to, { id: position.id, title: position.title, change }),
  );
}

/** The church's position (or its edit) was declined, with the reason. */
export function notifyDeclined(
  deps: Deps,
  position: Position,
  change: ReviewedChange,
  decline: PositionDecline,
) {
  return mailPositionChurch(deps, position, 'position declined', (to) =>
    positionDeclinedMessage(deps.config, to, {
      id: position.id,
      title: position.title,
      change,
      decline,
    }),
  );
}
