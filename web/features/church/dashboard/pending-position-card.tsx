// A position posted on this device that has not reached the server: a card like the others, marked
// 'Pending sync', without 'View Details' (it has no page until the server has it).
import { Clock, MapPin } from 'lucide-react';
import { useId } from 'react';
import { positionMeta, positionMetaItem } from '../../../ui/position-meta';
import { positionTypeLabel } from '../../../ui/position-text';
import type { PositionWithCount } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { badge, card } from '../../../../styled-system/recipes';
import { PendingSyncBadge } from '../offline/pending-sync-badge';

const article = css({ display: 'flex', flexDirection: 'column', gap: '3', height: '100%' });
const row = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' });

/** The card of a queued new position. */
export function PendingPositionCard({ position }: { position: PositionWithCount }) {
  const titleId = useId();
  return (
    <article className={cx(card(), article)} aria-labelledby={titleId}>
      <h3
        id={titleId}
        className={css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' })}
      >
        {position.title}
      </h3>
      <div className={row}>
        <span
          className={badge({
            variant: position.positionType === 'full-time' ? 'default' : 'secondary',
          })}
        >
          {positionTypeLabel(position.positionType)}
        </span>
        <PendingSyncBadge />
      </div>
      <div className={positionMeta}>
        {position.church?.location ? (
          <span className={positionMetaItem}>
            <MapPin size={16} aria-hidden />
            {position.church.location}
          </span>
        ) : null}
        <span className={positionMetaItem}>
          <Clock size={16} aria-hidden />
          Saved on this device; it will be sent automatically.
        </span>
      </div>
      <p className={css({ color: 'fg.muted', lineClamp: 3, overflowWrap: 'anywhere' })}>
        {position.description}
      </p>
    </article>
  );
}
