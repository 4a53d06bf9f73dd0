// The daily life of live positions: they close when their 'Apply by' day is over everywhere or 60
// days after they went live (never while pending), and a week before that the church is asked
// whether to keep them open.
import { appPaths } from '../../shared/app-paths';
import { ARCHIVE_AFTER_DAYS, EXPIRY_REMINDER_DAYS } from '../../shared/constants';
import { archiveCutoff, archivesAt } from '../../shared/rules';
import type { AppDeps } from '../deps';
import { expiryReminderMessage } from '../mail/position-messages';
import { keepOpenToken } from './keep-open-link';
import { mailPositionChurch } from './position-notifications';

type Deps = Pick<AppDeps, 'store' | 'config' | 'mailer' | 'log' | 'now'>;

const HOUR_MS = 60 * 60 * 1000;

/** Closes the live positions that went live more than `daysOld` days ago; their ids. */
export function closeExpiredPositions(
  deps: Pick<Deps, 'store' | 'now'>,
  daysOld: number,
): Promise<string[]> {
  return deps.store.positions.closeExpired(archiveCutoff(daysOld, deps.now()));
}

/**
 * The latest 'Apply by' day that is over everywhere now: a day ends at UTC-12 midnight, 36 hours
 * after it began in UTC (shared/rules applyByEnds).
 */
export function lastEndedApplyByDay(now: Date): string {
  return new Date(now.getTime() - 36 * HOUR_MS).toISOString().slice(0, 10);
}

/** Closes the positions whose 'Apply by' day is over everywhere; their ids. */
export function closePastApplyByPositions(deps: Pick<Deps, 'store' | 'now'>): Promise<string[]> {
  return deps.store.positions.closePastApplyBy(lastEndedApplyByDay(deps.now()));
}

/**
 * E-mails each church whose live position will be archived within EXPIRY_REMINDER_DAYS, once per
 * going-live, with its 'Keep open' link; returns how many were queued.
 */
export async function sendExpiryReminders(deps: Deps): Promise<number> {
  const due = await deps.store.positions.dueForExpiryReminder(
    archiveCutoff(ARCHIVE_AFTER_DAYS - EXPIRY_REMINDER_DAYS, deps.now()),
  );
  let sent = 0;
  for (const position of due) {
    const approvedAt = position.approvedAt;
    if (!approvedAt) continue;
    const token = keepOpenToken(deps.config, { id: position.id, approvedAt });
    const queued = await mailPositionChurch(deps, position, 'expiry reminder', (to) =>
      expiryReminderMessage(deps.config, to, {
        id: position.id,
        title: position.title,
        archivesAt: archivesAt(approvedAt, ARCHIVE_AFTER_DAYS).toISOString(),
        keepOpenUrl: `${deps.config.appUrl}${appPaths.keepOpen(token)}`,
      }),
    );
    // Marked even when the church has no account any more: there is nobody to remind tomorrow.
    await deps.store.positions.markExpiryReminded(position.id, approvedAt);
    if (queued) sent += 1;
  }
  return sent;
}
