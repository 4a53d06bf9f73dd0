// After the church marks an application Hired (decision 0024): the offer to close the position as
// filled, so students stop applying. 'Keep it open' changes nothing.
import type { ChurchPosition } from '../../../../shared/types';
import { useOnline } from '../../../lib/online-status';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { closePosition, type PositionTarget } from './position-writes';

/** The position to offer closing once someone is hired: an open one only. */
export function closeOfferFor(
  position: Pick<ChurchPosition, 'id' | 'title' | 'status'> | undefined,
): PositionTarget | undefined {
  return position?.status === 'active'
    ? { positionId: position.id, title: position.title }
    : undefined;
}

/** The offer; the status control opens it once the Hired status is applied or kept. */
export function CloseAsFilledDialog({
  open,
  onOpenChange,
  target,
  studentName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: PositionTarget;
  studentName: string;
}) {
  const online = useOnline();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      destructive={false}
      title={`Close “${target.title}” as filled?`}
      description={`${studentName} is hired. Close the position so students stop applying? Its applications are kept, and you can reopen it later.`}
      confirmLabel="Close as filled"
      cancelLabel="Keep it open"
      onConfirm={() => void closePosition(target, 'filled', online)}
    />
  );
}
