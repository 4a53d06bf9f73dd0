// The row of small facts about a position (place, when it was posted or saved, applications), each
// with its icon: one look on the job cards, the saved list, a church's pending card and the
// position's page.
import { Clock, Hourglass, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PositionType } from '../../shared/types';
import { css } from '../../styled-system/css';
import { badge } from '../../styled-system/recipes';
import { applyByText, positionTypeLabel, postedAgo } from './position-text';

/** The row; it wraps on narrow screens. */
export const positionMeta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '4',
  rowGap: '1',
  color: 'fg.muted',
  fontSize: 'sm',
});

/** One fact: an icon and its text. */
export const positionMetaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

/** One fact of the row, its icon hidden from screen readers. */
export function MetaFact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className={positionMetaItem}>
      <Icon size={16} aria-hidden />
      {children}
    </span>
  );
}

/** Where the church is; nothing when it has not said. */
export function LocationFact({ location }: { location: string | null | undefined }) {
  return location ? <MetaFact icon={MapPin}>{location}</MetaFact> : null;
}

/** 'Apply by 30 Jun 2026': the church's last day for applications; nothing when it set none. */
export function ApplyByFact({ applyBy }: { applyBy: string | null | undefined }) {
  return applyBy ? <MetaFact icon={Hourglass}>{applyByText(applyBy)}</MetaFact> : null;
}

/** When the position was posted ('2 days ago'). */
export function PostedFact({ createdAt }: { createdAt: string }) {
  return (
    <MetaFact icon={Clock}>
      <time dateTime={createdAt}>{postedAgo(createdAt)}</time>
    </MetaFact>
  );
}

/** Full-time or part-time, the first one filled. */
export function PositionTypeBadge({ positionType }: { positionType: PositionType }) {
  return (
    <span className={badge({ variant: positionType === 'full-time' ? 'default' : 'secondary' })}>
      {positionTypeLabel(positionType)}
    </span>
  );
}
