// What a position says once this device applied to it (issue 12): 'Applied on {date}' and the way
// to the student's private status page. On its card, its page and the saved list.
import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { badge, button } from '../../styled-system/recipes';

const DAY = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** '26 Nov 2026' (in the browser's own language). */
export function appliedDay(appliedAt: string): string {
  return DAY.format(new Date(appliedAt));
}

/** 'Applied on 26 Nov 2026'. */
export function appliedOnText(appliedAt: string): string {
  return `Applied on ${appliedDay(appliedAt)}`;
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
