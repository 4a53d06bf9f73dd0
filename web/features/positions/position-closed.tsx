// /jobs/{id} for a position that was public and has closed: what it was, that it was filled or the
// day it closed, and the open positions of the same type instead of a dead end.
import { Link } from '@tanstack/react-router';
import { ArchiveX } from 'lucide-react';
import { closedHeadline } from '../../../shared/closed-position';
import { positionHeading } from '../../../shared/page-titles';
import type { ClosedPosition } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { positionTypeLabel } from '../../ui/position-text';

const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '3',
  mt: '8',
});

/** The closed position's page: its name, why it is closed, and where to look instead. */
export function PositionClosed({ closed }: { closed: ClosedPosition }) {
  return (
    <div className={css({ textAlign: 'center', py: { base: '12', md: '20' }, px: '4' })}>
      <ArchiveX size={48} aria-hidden className={css({ mx: 'auto', color: 'fg.muted', mb: '4' })} />
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{closedHeadline(closed)}</h1>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        {positionHeading(closed.title, closed.churchName)} no longer takes applications.
      </p>
      <div className={actions}>
        <Link to="/jobs" search={{ type: closed.positionType }} className={button({ size: 'lg' })}>
          See open {positionTypeLabel(closed.positionType).toLowerCase()} positions
        </Link>
        <Link to="/jobs" className={button({ size: 'lg', variant: 'outline' })}>
          Browse Positions
        </Link>
      </div>
    </div>
  );
}
