// /jobs (spec section 2, "Browse Positions"): the public list, filtered as the student types and by
// position type, as a grid of job cards.
import { Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { usePublicPositions } from '../../offline/use-public-positions';
import { inputClass } from '../../ui/field';
import { JobCard } from '../../ui/job-card';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { EmptyState } from './empty-state';
import { ListFreshness } from './list-freshness';
import { LoadError } from './load-error';
import { filterPositions, isFiltering, resultCountText, type TypeFilter } from './position-filters';
import { PositionTypeFilter } from './position-type-filter';

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
const grid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '6' },
});

/** The students' list of open positions. */
export function BrowsePositionsPage() {
  // From this browser's cache when it has the list (offline too), revalidated with the server.
  const query = usePublicPositions();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  // Typing stays responsive on a slow phone; the grid catches up a moment later.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => (query.data ? filterPositions(query.data, deferredSearch, type) : []),
    [query.status, query.data, deferredSearch, type],
  );

  return (
    <Page>
      <PageHeader
        title="Browse Positions"
        description="Ministry and marketplace positions from churches near you."
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
            <EmptyState filtering={isFiltering(deferredSearch, type)} />
          ) : (
            <ul className={grid}>
              {visible.map((position) => (
                <li key={position.id}>
                  <JobCard position={position} />
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </Page>
  );
}
