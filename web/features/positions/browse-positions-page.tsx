// /jobs ('Browse Positions'): the public list, filtered as the student types and by
// position type, as a grid of job cards (virtualised: the cache may hold thousands), each with a
// Save toggle for the 'Saved' page; a position applied to from this device, or with an application
// waiting in its outbox, says so instead of offering 'Apply Now'.
import { Link } from '@tanstack/react-router';
import { Bookmark, Briefcase, Search } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { usePublicPositions } from '../../offline/use-public-positions';
import { useSavedPositions } from '../../offline/use-saved-positions';
import { usePageTitle } from '../../lib/use-page-title';
import { BROWSE_HEADING } from '../../../shared/page-titles';
import { EmptyState } from '../../ui/empty-state';
import { inputClass } from '../../ui/form/field-styles';
import { JobCard } from '../../ui/job-card';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ListFreshness } from './list-freshness';
import { LoadError } from './load-error';
import {
  emptyStateText,
  isFiltering,
  resultCountText,
  searchablePositions,
} from './position-filters';
import { PositionGrid } from './position-grid';
import { PositionTypeFilter } from './position-type-filter';
import { useListQuery } from './use-list-query';
import { SavePositionButton } from './save-position-button';
import { useMyApplications } from '../../offline/use-my-applications';
import { useWaitingApplications } from '../../offline/use-waiting-applications';

// Only a student who applied from this device needs it: it loads with the record, after /jobs
// has rendered.
const AppliedJobCard = lazy(() =>
  import('./applied-job-card').then((module) => ({ default: module.AppliedJobCard })),
);
// Likewise for a device with an application waiting to be sent.
const WaitingJobCard = lazy(() =>
  import('./waiting-job-card').then((module) => ({ default: module.WaitingJobCard })),
);

const filters = css({
  display: 'flex',
  flexDirection: { base: 'column', sm: 'row' },
  gap: { base: '2', sm: '3' },
  mb: { base: '3', sm: '4' },
});
const fromSmallScreens = css({ display: { base: 'none', sm: 'inline' } });
// On a 360 px phone the spec's placeholder fits the box only in a smaller size, with the icon
// closer to the edge. The typed text keeps 16 px: a smaller input makes iOS zoom in on focus.
const searchInput = css({
  pl: { base: '8', sm: '10' },
  pr: { base: '2', sm: '3' },
  _placeholder: { fontSize: { base: 'sm', sm: 'md' } },
});
const searchWrap = css({ position: 'relative', flex: '1' });
const searchIcon = css({
  position: 'absolute',
  left: { base: '2.5', sm: '3' },
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/** The students' list of open positions. */
export function BrowsePositionsPage() {
  // From this browser's cache when it has the list (offline too), revalidated with the server.
  const query = usePublicPositions();
  usePageTitle(BROWSE_HEADING);
  // In the address (?type=part-time&q=youth), starting with what was typed into the
  // server-rendered page before the app took over.
  const { search, setSearch, searchBox, type, setType } = useListQuery();
  // Only the server-rendered first positions are here yet: the count says the whole list's size,
  // and a search waits for the rest instead of saying nothing matched.
  const searchWaits = query.status === 'success' && !query.complete && isFiltering(search, type);
  // Lower-cased once per list, on the first search, so a keystroke over 10,000 positions is a
  // plain substring scan (about a millisecond) and only the visible cards render: the result
  // follows each keystroke in the same frame, with no deferred render that would show it later.
  const filter = useMemo(() => searchablePositions(query.data ?? []), [query.data]);
  const visible = useMemo(() => filter(search, type), [filter, search, type]);
  const { saved, unavailable } = useSavedPositions();
  const savedIds = useMemo(
    () => (saved ? new Set(saved.map((entry) => entry.positionId)) : undefined),
    [saved],
  );
  const applied = useMyApplications();
  const waiting = useWaitingApplications();

  return (
    <Page>
      <PageHeader
        title="Browse Positions"
        description={
          // A phone keeps its first screen for the list: the line shows from sm up.
          <span className={fromSmallScreens}>
            Ministry and marketplace positions from churches near you.
          </span>
        }
        actions={
          // 'Saved' beside the heading on a phone, 'Saved positions' from sm up.
          <Link to="/saved" className={button({ variant: 'outline', size: 'sm' })}>
            <Bookmark size={16} aria-hidden />
            <span>
              Saved<span className={fromSmallScreens}> positions</span>
            </span>
          </Link>
        }
      />
      <div className={filters} role="search">
        <div className={searchWrap}>
          <label htmlFor="position-search" className={css({ srOnly: true })}>
            Search positions
          </label>
          <Search size={16} aria-hidden className={searchIcon} />
          <input
            id="position-search"
            ref={searchBox}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by position, church, or location..."
            autoComplete="off"
            className={`${inputClass} ${searchInput}`}
          />
        </div>
        <PositionTypeFilter value={type} onChange={setType} />
      </div>
      {query.status === 'pending' || searchWaits ? <Spinner label="Loading positions..." /> : null}
      {query.status === 'error' ? (
        <LoadError
          title="Positions could not be loaded"
          error={query.error}
          onRetry={query.refresh}
        />
      ) : null}
      {query.status === 'success' && !searchWaits ? (
        <>
          <ListFreshness
            count={resultCountText(query.complete ? visible.length : query.total)}
            refreshedAt={query.refreshedAt}
            refreshing={query.refreshing}
            onRefresh={query.refresh}
          />
          {visible.length === 0 ? (
            <EmptyState icon={Briefcase} {...emptyStateText(isFiltering(search, type))} />
          ) : (
            <PositionGrid
              positions={visible}
              size={query.complete ? visible.length : query.total}
              renderCard={(position) => {
                const headerAction = unavailable
                  ? undefined
                  : (titleId: string) => (
                      <SavePositionButton
                        // A card's place shows another position after a search: a save under
                        // way stays with its own.
                        key={position.id}
                        position={position}
                        saved={savedIds?.has(position.id)}
                        describedBy={titleId}
                      />
                    );
                const mine = applied?.get(position.id);
                const card = <JobCard position={position} headerAction={headerAction} />;
                if (waiting?.has(position.id)) {
                  return (
                    <Suspense fallback={card}>
                      <WaitingJobCard position={position} headerAction={headerAction} />
                    </Suspense>
                  );
                }
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
