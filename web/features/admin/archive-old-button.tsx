// 'Archive Old Positions (60+ days)' with its confirmation. The confirmation says
// how many positions it will close, counted from the list the admin sees (the live positions whose
// 60 days since approval have run), and offers nothing to confirm when there are none.
import { Archive } from 'lucide-react';
import { useState } from 'react';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import type { AdminPosition } from '../../../shared/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { archiveOldPositions } from './admin-actions';
import { archiveCount, archiveDescription } from './archive-count';

/** Closes every live position past its 60 days, after asking; `positions` is the admin list. */
export function ArchiveOldButton({
  positions,
  disabled = false,
}: {
  /** The admin list; undefined while it loads (the button waits for it). */
  positions: readonly AdminPosition[] | undefined;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const count = positions ? archiveCount(positions, new Date()) : 0;
  return (
    <ConfirmDialog
      trigger={
        <>
          <Archive size={16} aria-hidden />
          {busy ? 'Archiving...' : `Archive Old Positions (${ARCHIVE_AFTER_DAYS}+ days)`}
        </>
      }
      title="Archive Old Positions?"
      description={archiveDescription(count)}
      confirmLabel="Archive Positions"
      confirmDisabled={count === 0}
      destructive={false}
      disabled={busy || disabled || positions === undefined}
      onConfirm={() => {
        setBusy(true);
        void archiveOldPositions().finally(() => setBusy(false));
      }}
    />
  );
}
