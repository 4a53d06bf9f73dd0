// The dashboard's positions: the search box, 'Pending Approval (n)' with 'Approve selected', and
// 'All Positions (n)', each position once (those waiting first), ADMIN_PAGE_SIZE to a page.
import { Search } from 'lucide-react';
import { useMemo } from 'react';
import type { AdminPosition } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { hintClass, inputClass, labelClass } from '../../ui/form/field-styles';
import { approvePositions } from './admin-actions';
import { emptyState, sectionTitle } from './admin-styles';
import { AdminPositionItem } from './admin-position-item';
import { clampPage, pageCount, pageItems } from './paging';
import { Pager } from './pager';
import { PendingToolbar } from './pending-toolbar';
import { ApproveButton, DeleteButton, ReviewLink } from './position-actions';
import { dashboardList } from './position-list';
import { isWaiting, positionState } from './position-state';
import { useSelection } from './use-selection';

const searchBox = css({ position: 'relative', mb: '6', maxWidth: '32rem' });
const searchIcon = css({
  position: 'absolute',
  left: '3',
  bottom: '3',
  color: 'fg.muted',
  pointerEvents: 'none',
});
const searchInput = css({ pl: '10' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The panel over the admin list; `search` and `page` live in the address. */
export function PositionsPanel({
  positions,
  online,
  search,
  page: asked,
  onSearchChange,
  onPageChange,
}: {
  positions: AdminPosition[];
  online: boolean;
  search: string;
  page: number;
  onSearchChange: (search: string) => void;
  onPageChange: (page: number) => void;
}) {
  const shown = useMemo(() => dashboardList(positions, search), [positions, search]);
  const waitingIds = useMemo(
    () => positions.filter((position) => isWaiting(position)).map((position) => position.id),
    [positions],
  );
  const selection = useSelection(waitingIds);
  const count = pageCount(shown.length);
  const page = clampPage(asked, count);
  const onThisPage = pageItems(shown, page);
  const waitingHere = onThisPage.filter((position) => isWaiting(position)).map((p) => p.id);
  const titleOf = (id: string) => positions.find((position) => position.id === id)?.title ?? id;
  // Each ticked position at the version the list shows: one changed since is skipped.
  const reviewedOf = (ids: string[]) =>
    positions
      .filter((position) => ids.includes(position.id))
      .map(({ id, version }) => ({ id, version }));

  return (
    <>
      <div className={searchBox}>
        <label htmlFor="admin-search" className={labelClass}>
          Search positions
        </label>
        <Search size={18} aria-hidden className={searchIcon} />
        <input
          id="admin-search"
          type="search"
          className={cx(inputClass, searchInput)}
          placeholder="Search by title or church..."
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
      </div>
      {waitingIds.length > 0 ? (
        <PendingToolbar
          waitingCount={waitingIds.length}
          onPage={{
            waiting: waitingHere.length,
            ticked: waitingHere.filter((id) => selection.isSelected(id)).length,
          }}
          selectedCount={selection.selected.length}
          disabled={!online}
          onTickPage={(on) => selection.set(waitingHere, on)}
          onApprove={async () => {
            await approvePositions(reviewedOf(selection.selected), titleOf);
            selection.clear();
          }}
        />
      ) : null}
      <section aria-labelledby="all-heading">
        <h2 id="all-heading" className={sectionTitle}>
          All Positions ({positions.length})
        </h2>
        {positions.length === 0 ? <p className={emptyState}>No positions found</p> : null}
        {search.trim() !== '' && shown.length > 0 ? (
          <p className={cx(hintClass, css({ mt: '-2', mb: '4' }))} role="status">
            {shown.length} {shown.length === 1 ? 'position matches' : 'positions match'} &ldquo;
            {search.trim()}&rdquo;
          </p>
        ) : null}
        {positions.length > 0 && shown.length === 0 ? (
          <p className={emptyState} role="status">
            No positions match &ldquo;{search.trim()}&rdquo;
          </p>
        ) : null}
        {onThisPage.length > 0 ? (
          <ul className={list}>
            {onThisPage.map((position) => {
              const waiting = isWaiting(position);
              return (
                <li key={position.id}>
                  <AdminPositionItem
                    position={position}
                    selection={
                      waiting
                        ? {
                            selected: selection.isSelected(position.id),
                            onChange: (on) => selection.set([position.id], on),
                            disabled: !online,
                          }
                        : undefined
                    }
                    actions={
                      <>
                        <ReviewLink id={position.id} title={position.title} />
                        {waiting ? (
                          <ApproveButton
                            id={position.id}
                            title={position.title}
                            version={position.version}
                            edit={positionState(position) === 'edit-waiting'}
                            disabled={!online}
                          />
                        ) : null}
                        <DeleteButton id={position.id} title={position.title} disabled={!online} />
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        <Pager label="Pages of positions" page={page} count={count} onChange={onPageChange} />
      </section>
    </>
  );
}
