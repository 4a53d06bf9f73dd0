// "Updated 5 minutes ago · Refresh": how fresh the list on screen is, and a way to ask again
// (the list also refreshes on start and when the connection returns).
import { RefreshCw } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { formatDistanceToNow } from 'date-fns/formatDistanceToNow';

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  color: 'fg.muted',
  fontSize: 'sm',
  mb: '4',
});

/** The count of positions shown, the list's age and the Refresh button. */
export function ListFreshness({
  count,
  refreshedAt,
  refreshing,
  onRefresh,
}: {
  count: string;
  refreshedAt: number | null;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <div className={row}>
      <p role="status">{count}</p>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        {refreshedAt !== null ? (
          <span>Updated {formatDistanceToNow(new Date(refreshedAt))} ago</span>
        ) : null}
        <button
          type="button"
          className={button({ variant: 'ghost', size: 'sm' })}
          onClick={onRefresh}
          disabled={refreshing}
        >
          <RefreshCw size={14} aria-hidden />
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      </div>
    </div>
  );
}
