// What a position says once this device applied to it: 'Applied on {date}' and the way to the
// student's private status page; or, while the application waits in the outbox, 'Waiting to send'
// and the way to the list of waiting applications (decision 0028). On its card and its page.
import { Link } from '@tanstack/react-router';
import { CircleCheck, Clock } from 'lucide-react';
import { dateText } from '../../shared/dates';
import { badge, button } from '../../styled-system/recipes';

/** 'Applied on Nov 26, 2026'. */
export function appliedOnText(appliedAt: string): string {
  return `Applied on ${dateText(appliedAt)}`;
}

/** The badge on a card or the position's page. */
export function AppliedBadge({ appliedAt }: { appliedAt: string }) {
  return (
    <span className={badge({ variant: 'success' })}>
      <CircleCheck size={14} aria-hidden />
      {appliedOnText(appliedAt)}
    </span>
  );
}

/** 'View your application': the status page the confirmation e-mail links to. */
export function ViewApplicationLink({
  statusToken,
  size = 'sm',
  positionTitle,
}: {
  statusToken: string;
  size?: 'sm' | 'lg';
  /** The position's title, when the link sits on a card among others: it names the link. */
  positionTitle?: string;
}) {
  return (
    <Link
      to="/application-status/$token"
      params={{ token: statusToken }}
      className={button({ variant: 'solid', size, fullWidth: size === 'lg' })}
      aria-label={positionTitle ? `View your application for ${positionTitle}` : undefined}
    >
      View your application
    </Link>
  );
}

/** The words of a position whose application waits in this device's outbox. */
export const WAITING_TO_SEND = 'Waiting to send';

/** 'Waiting to send': this device holds an application to the position that has not gone out yet. */
export function WaitingBadge() {
  return (
    <span className={badge({ variant: 'pending' })}>
      <Clock size={14} aria-hidden />
      {WAITING_TO_SEND}
    </span>
  );
}

/** 'View waiting application': the outbox page, where it can be copied or discarded. */
export function WaitingApplicationLink({
  size = 'sm',
  positionTitle,
}: {
  size?: 'sm' | 'lg';
  /** The position's title, when the link sits on a card among others: it names the link. */
  positionTitle?: string;
}) {
  return (
    <Link
      to="/outbox"
      className={button({ variant: 'solid', size, fullWidth: size === 'lg' })}
      aria-label={positionTitle ? `View your waiting application for ${positionTitle}` : undefined}
    >
      View waiting application
    </Link>
  );
}
