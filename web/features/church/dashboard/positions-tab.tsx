// The Positions tab: the church's own positions as cards with their approval and a Delete button.
import { Link } from '@tanstack/react-router';
import { Briefcase, Plus } from 'lucide-react';
import { api } from '../../../../shared/api-routes';
import type { PositionWithCount } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { badge, button, card } from '../../../../styled-system/recipes';
import { useApiQuery } from '../../../lib/query-cache';
import { JobCard } from '../../../ui/job-card';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../load-error';
import { ApplicantsButton } from './applicants-button';
import { DeletePositionButton } from './delete-position-button';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
});
const empty = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '3',
  textAlign: 'center',
  py: { base: '8', md: '12' },
});

/** Loading, empty, or the grid of the church's positions. */
export function PositionsTab() {
  const positions = useApiQuery<PositionWithCount[]>(api.churchPositions);
  if (positions.status === 'pending') return <Spinner label="Loading positions..." />;
  if (positions.status === 'error') {
    return <LoadError what="your positions" error={positions.error} onRetry={positions.refetch} />;
  }
  if (positions.data.length === 0) {
    return (
      <div className={cx(card(), empty)}>
        <Briefcase size={40} aria-hidden className={css({ color: 'fg.muted' })} />
        <h3 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>No Positions Posted Yet</h3>
        <p className={css({ color: 'fg.muted' })}>
          Post your first position so students can find it and apply.
        </p>
        <Link to="/church/post-job" className={button()}>
          <Plus size={18} aria-hidden />
          Post Your First Position
        </Link>
      </div>
    );
  }
  return (
    <ul className={grid} aria-label="Your positions">
      {positions.data.map((position) => (
        <li key={position.id}>
          <JobCard
            position={position}
            view="church"
            headingLevel="h3"
            applicationCount={position.applicationCount}
            badges={
              <span className={badge({ variant: position.approved ? 'success' : 'pending' })}>
                {position.approved ? 'Approved' : 'Pending Approval'}
              </span>
            }
            actions={
              <>
                {position.applicationCount > 0 ? (
                  <ApplicantsButton positionId={position.id} title={position.title} />
                ) : null}
                <DeletePositionButton id={position.id} title={position.title} />
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
