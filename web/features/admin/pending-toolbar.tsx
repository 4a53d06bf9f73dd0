// 'Pending Approval (n)' above the list: how many positions and edits wait, the
// box that ticks all those on this page, and 'Approve selected'. The waiting positions themselves
// are in the list below (first), so each position is listed once.
import { CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { BULK_APPROVE_MAX } from '../../../shared/constants';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { checkboxClass, hintClass } from '../../ui/form/field-styles';

const bar = cx(card(), css({ bg: 'bg.subtle', mb: '4' }));
const heading = css({ fontSize: 'xl', fontWeight: 'semibold' });
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  mt: '3',
});
const tickAll = css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '11' });

/** The toolbar; `onApprove` sends the selection and resolves once it is answered. */
export function PendingToolbar({
  waitingCount,
  onPage,
  selectedCount,
  disabled,
  onTickPage,
  onApprove,
}: {
  /** Positions and edits waiting, in the whole list. */
  waitingCount: number;
  /** How many waiting ones this page shows and how many of them are ticked. */
  onPage: { waiting: number; ticked: number };
  selectedCount: number;
  /** True without a connection. */
  disabled: boolean;
  onTickPage: (on: boolean) => void;
  onApprove: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const tooMany = selectedCount > BULK_APPROVE_MAX;
  const allTicked = onPage.waiting > 0 && onPage.ticked === onPage.waiting;
  return (
    <section className={bar} aria-labelledby="pending-heading">
      <h2 id="pending-heading" className={heading}>
        Pending Approval ({waitingCount})
      </h2>
      <p className={hintClass}>
        New positions and edits of live ones wait for the college. They are listed first: review
        each, or tick several and approve them at once.
      </p>
      <div className={row}>
        <label className={tickAll}>
          <input
            type="checkbox"
            className={checkboxClass}
            checked={allTicked}
            disabled={disabled || onPage.waiting === 0}
            onChange={(event) => onTickPage(event.target.checked)}
          />
          Select all waiting on this page
        </label>
        <button
          type="button"
          className={button({ size: 'sm' })}
          disabled={disabled || busy || selectedCount === 0 || tooMany}
          aria-describedby={tooMany ? 'too-many-selected' : undefined}
          onClick={() => {
            setBusy(true);
            void onApprove().finally(() => setBusy(false));
          }}
        >
          <CheckCheck size={16} aria-hidden />
          {busy ? 'Approving...' : `Approve selected (${selectedCount})`}
        </button>
      </div>
      {tooMany ? (
        <p id="too-many-selected" className={hintClass} role="status">
          Approve at most {BULK_APPROVE_MAX} positions at once.
        </p>
      ) : null}
    </section>
  );
}
