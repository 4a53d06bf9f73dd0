// Once a day, each admin (ADMIN_EMAILS) hears what waits for approval: new positions and edits of
// live ones. Nothing waits, nothing is sent.
import type { AdminPosition } from '../../shared/types';
import type { AppDeps } from '../deps';
import { queueWithoutFailing } from '../mail/queued-mailer';
import { reviewDigestMessage, type WaitingPosition } from '../mail/position-messages';
import { listForAdmin } from './position-review.service';

type Deps = Pick<AppDeps, 'store' | 'files' | 'config' | 'now' | 'log' | 'mailer'>;

/** What of this position waits for the college, if anything. */
export function waitingChange(position: AdminPosition): WaitingPosition['change'] | undefined {
  if (position.status !== 'active') return undefined;
  if (!position.approved) return position.declined ? undefined : 'position';
  return position.revision?.status === 'pending' ? 'edit' : undefined;
}

/** Sends the day's e-mail to each admin when something waits; returns how many were queued. */
export async function sendReviewDigest(deps: Deps): Promise<number> {
  const waiting: WaitingPosition[] = [];
  for (const position of await listForAdmin(deps)) {
    const change = waitingChange(position);
    if (!change) continue;
    const title =
      change === 'edit' ? (position.revision?.data.title ?? position.title) : position.title;
    waiting.push({
      id: position.id,
      title,
      churchName: position.church?.churchName ?? null,
      change,
    });
  }
  if (waiting.length === 0) return 0;
  let sent = 0;
  for (const to of deps.config.adminEmails) {
    // It names each waiting position (and its church), and goes to an admin's account if they
    // have one: erasing either takes it away.
    const admin = await deps.store.users.findByEmail(to);
    const about = [...waiting.map((position) => position.id), ...(admin ? [admin.id] : [])];
    const queued = await queueWithoutFailing(
      deps,
      { ...reviewDigestMessage(deps.config, to, waiting), about },
      { mail: 'review digest' },
    );
    if (queued) sent += 1;
  }
  return sent;
}
