// The badges of a church's position: its status ('Approved', 'Closed · Filled' ...), where an edit
// stands ('Edit pending approval'), and 'Pending sync' while a write of this device waits. The
// dashboard's cards and the position's own page show the same.
import type { ChurchPosition } from '../../../../shared/types';
import { badge } from '../../../../styled-system/recipes';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { badgeText, editStatus, positionStatus, type StatusVariant } from './position-status';

/** Each style's class (static calls: Panda extracts each variant from its own call). */
const variantClass: Record<StatusVariant, string> = {
  pending: badge({ variant: 'pending' }),
  destructive: badge({ variant: 'destructive' }),
  success: badge({ variant: 'success' }),
  secondary: badge({ variant: 'secondary' }),
};

/** The badges, side by side (the caller lays them out). */
export function PositionBadges({
  position,
  pending,
}: {
  position: ChurchPosition;
  /** A write of this device on it waits to be sent. */
  pending: boolean;
}) {
  const status = positionStatus(position);
  const edit = editStatus(position);
  return (
    <>
      <span className={variantClass[status.variant]}>{badgeText(status)}</span>
      {edit ? <span className={variantClass[edit.variant]}>{edit.label}</span> : null}
      {pending ? <PendingSyncBadge /> : null}
    </>
  );
}
