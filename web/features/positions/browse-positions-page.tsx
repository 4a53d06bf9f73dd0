// /jobs (spec section 2, "Browse Positions"): the public list, filtered as the student types and by
// position type, as a grid of job cards (virtualised: the cache may hold thousands), each with a
// Save toggle for the 'Saved' page; a position applied to from this device says so instead of
// offering 'Apply Now'.
import { Link } from '@tanstack/react-router';
import { Bookmark, Search } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { usePublicPositions } from '../../offline/use-public-positions';
import { useSavedPositions } from '../../offline/use-saved-positions';
import { inputClass } from '../../ui/form/field-styles';
import { JobCard } from '../../ui/job-card';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { EmptyState } from './empty-state';
import { ListFreshness } from './list-freshness';
import { LoadError } from './load-error';
import {
  filterIndexed,
  indexPositions,
  isFiltering,
  resultCountText,
  type TypeFilter,
} from './position-filters';
import { PositionGrid } from './position-grid';
import { PositionTypeFilter } from './position-type-filter';
import { SavePositionButton } from './save-position-button';
import { useMyApplications } from '../../offline/use-my-applications';

// Only a student who applied from this device needs it: it loads with the record, after /jobs
// has rendered.
const AppliedJobCard = lazy(() =>
  import('./applied-job-card').then((module) => ({ default: module.AppliedJobCard })),
);

const filters = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: '3',
  mb: '4',
});
const searchWrap = css({ position: 'relative', flex: '1' });
const searchIcon = css({
  position: 'absolute',
  left: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/** The students' list of open positions. */
export function BrowsePositionsPage() {
  // From this browser's cache when it has the list (offline too), revalidated with the server.
  const query = usePublicPositions();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  // Lower-cased once per list, so a keystroke over 10,000 positions is a plain substring scan
  // (about a millisecond) and only the visible cards render: the result follows each keystroke in
  // the same frame, with no deferred render that would show it a frame or more later.
  const indexed = useMemo(() => indexPositions(query.data ?? []), [query.data]);
  const visible = useMemo(() => filterIndexed(indexed, search, type), [indexed, search, type]);
  const { saved, unavailable } = useSavedPositions();
  const savedIds = useMemo(
    () => (saved ? new Set(saved.map((entry) => entry.positionId)) : undefined),
    [saved],
  );
  const applied = useMyApplications();

  return (
    <Page>
      <PageHeader
        title="Browse Positions"
        description="Ministry and marketplace positions from churches near you."
        actions={
          <Link to="/saved" className={button({ variant: 'outline', size: 'sm' })}>
            <Bookmark size={16} aria-hidden />
            Saved positions
          </Link>
        }
      />
      <div className={filters} role="search">
        <div className={searchWrap}>
          <label htmlFor="position-search" className={css({ srOnly: true })}>
            Search positions
          </label>
          <Search size={18} aria-hidden className={searchIcon} />
          <input
            id="position-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by position, church, or location..."
            autoComplete="off"
            className={`${inputClass} ${css({ pl: '10' })}`}
          />
        </div>
        <PositionTypeFilter value={type} onChange={setType} />
      </div>
      {query.status === 'pending' ? <Spinner label="Loading positions..." /> : null}
      {query.status === 'error' ? (
        <LoadError
          title="Positions could not be loaded"
          error={query.error}
          onRetry={query.refresh}
        />
      ) : null}
      {query.status === 'success' ? (
        <>
          <ListFreshness
            count={resultCountText(visible.length)}
            refreshedAt={query.refreshedAt}
            refreshing={query.refreshing}
            onRefresh={query.refresh}
          />
          {visible.length === 0 ? (
            <EmptyState filtering={isFiltering(search, type)} />
          ) : (
            <PositionGrid
              positions={visible}
              renderCard={(position) => {
                const headerAction = unavailable
                  ? undefined
                  : (titleId: string) => (
                      <SavePositionButton
                        position={position}
                        saved={savedIds?.has(position.id)}
                        describedBy={titleId}
                      />
                    );
                const mine = applied?.get(position.id);
                const card = <JobCard position={position} headerAction={headerAction} />;
                return mine ? (
                  <Suspense fallback={card}>
                    <AppliedJobCard
                      position={position}
                      headerAction={headerAction}
                      application={mine}
                    />
                  </Suspense>
                ) : (
                  card
                );
              }}
            />
          )}
        </>
      ) : null}
    </Page>
  );
}
