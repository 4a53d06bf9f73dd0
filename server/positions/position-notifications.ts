// Who hears of a position's life: the church's account (not the position's contact, who hears of
// applications) when it goes live, is declined or is about to be archived. Queued through the
// store-backed mail queue; a failure to queue is logged and never undoes what happened. Approvals
// of one church that come within a few minutes leave as one e-mail listing them
// (docs/decisions/0029-mail-replies-and-order.md).
import type { Position, PositionDecline } from '../../shared/types';
import type { AppDeps, OutgoingMail } from '../deps';
import { queueWithoutFailing } from '../mail/queued-mailer';
import {
  positionDeclinedMessage,
  positionLiveMessage,
  positionsLiveMessage,
  type LiveNotice,
  type ReviewedChange,
} from '../mail/position-messages';

type Deps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log'>;

/** Queues a message to the account of the position's church; false when it has none any more. */
export async function mailPositionChurch(
  deps: Deps,
  position: Position,
  mail: string,
  build: (to: string) => OutgoingMail,
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

/** A stored approval notice read back; one that is not (it cannot be: we wrote it) is left out. */
function readNotice(item: string): LiveNotice[] {
  const value = JSON.parse(item) as Partial<LiveNotice> | null;
  if (
    typeof value?.id !== 'string' ||
    typeof value.title !== 'string' ||
    (value.change !== 'position' && value.change !== 'edit')
  )
    return [];
  return [{ id: value.id, title: value.title, change: value.change }];
}

/**
 * The church's position (or its edit) is live. The notice waits a little for the church's other
 * approvals (an admin going down the list), so they arrive as one e-mail.
 */
export function notifyLive(deps: Deps, position: Position, change: ReviewedChange) {
  const notice: LiveNotice = { id: position.id, title: position.title, change };
  return mailPositionChurch(deps, position, 'position live', (to) => ({
    ...positionLiveMessage(deps.config, to, notice),
    group: {
      key: `position-live|${to.toLowerCase()}`,
      item: JSON.stringify(notice),
      compose: (items) => positionsLiveMessage(deps.config, to, items.flatMap(readNotice)),
    },
  }));
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
