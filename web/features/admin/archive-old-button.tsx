// 'Archive Old Positions (60+ days)' with its confirmation (spec section 2).
import { Archive } from 'lucide-react';
import { useState } from 'react';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { archiveOldPositions } from './admin-actions';

/** Closes every active position older than 60 days, after asking. */
export function ArchiveOldButton({ disabled = false }: { disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      trigger={
        <>
          <Archive size={16} aria-hidden />
          {busy ? 'Archiving...' : `Archive Old Positions (${ARCHIVE_AFTER_DAYS}+ days)`}
        </>
      }
      title="Archive Old Positions?"
      description={`Every active position posted more than ${ARCHIVE_AFTER_DAYS} days ago will be closed and hidden from students. This cannot be undone, but churches can repost their positions.`}
      confirmLabel="Archive Positions"
      destructive={false}
      disabled={busy || disabled}
      onConfirm={() => {
        setBusy(true);
        void archiveOldPositions().finally(() => setBusy(false));
      }}
    />
  );
}
