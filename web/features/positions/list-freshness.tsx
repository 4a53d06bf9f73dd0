// "Updated 5 minutes ago · Refresh": how fresh the list on screen is, and a way to ask again
// (the list also refreshes on start and when the connection returns). The row is one line of a
// fixed height in every state, so the list below never moves when a refresh starts or ends.
import { RefreshCw } from 'lucide-react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { agoText } from '../../../shared/dates';

const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  height: '9',
  color: 'fg.muted',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  mb: '4',
});
// The age gives way (cut with '...') on a narrow phone rather than wrapping onto a second line.
const age = css({
  flex: '1',
  minWidth: '0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'right',
});
// Both labels share one cell, so the button is as wide as 'Refreshing...' in both states.
const labels = css({ display: 'grid', justifyItems: 'start', '& > *': { gridArea: '1 / 1' } });
const unseen = css({ visibility: 'hidden' });

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
      <p role="status" className={css({ flexShrink: 0 })}>
        {count}
      </p>
      <span className={age}>{refreshedAt !== null ? `Updated ${agoText(refreshedAt)}` : null}</span>
      <button
        type="button"
        className={cx(button({ variant: 'ghost', size: 'sm' }), css({ flexShrink: 0 }))}
        onClick={onRefresh}
        disabled={refreshing}
      >
        <RefreshCw size={14} aria-hidden />
        <span className={labels}>
          <span className={refreshing ? unseen : undefined}>Refresh</span>
          <span className={refreshing ? undefined : unseen}>Refreshing...</span>
        </span>
      </button>
    </div>
  );
}
