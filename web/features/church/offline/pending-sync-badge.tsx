// The mark on anything the church changed that has not reached the server yet.
import { CloudUpload } from 'lucide-react';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';

const withIcon = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

/** 'Pending sync'. */
export function PendingSyncBadge() {
  return (
    <span className={cx(badge({ variant: 'outline' }), withIcon)}>
      <CloudUpload size={14} aria-hidden />
      Pending sync
    </span>
  );
}
