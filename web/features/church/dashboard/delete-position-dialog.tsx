// Deleting one of the church's positions, after a confirmation, from the
// card's 'More' menu: deleting also deletes the applications, so it is not an everyday button
// (Close keeps them). The deletion goes through the outbox: sent at once when the server answers,
// else kept on this device and the card marked 'Pending sync' until it is sent.
import { useOnline } from '../../../lib/online-status';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { tellOutcome } from '../../../ui/toast-outcome';
import { refreshChurchReads } from '../offline/use-church-sync';
import { discardChurchWrite, sendChurchWrite } from '../offline/use-church-outbox';

/** 'Are you sure?' that says the applications go too; the menu opens it. */
export function DeletePositionDialog({
  id,
  title,
  open,
  onOpenChange,
}: {
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const online = useOnline();

  async function remove() {
    await tellOutcome(await sendChurchWrite({ kind: 'position-delete', positionId: id, title }), {
      online,
      delivered: () =>
        showToast({
          title: 'Position Deleted',
          description: 'The position has been successfully deleted.',
        }),
      failed: async (failed) => {
        // Told here; nothing is left waiting in the list.
        if (failed.type === 'rejected')
          await discardChurchWrite(failed.entry.id).catch(() => undefined);
        return 'Failed to delete position. Please try again.';
      },
    });
    // Also after a failure: the delete may have been applied before the answer was lost.
    refreshChurchReads();
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete Position?"
      description={
        <>
          Are you sure you want to delete “{title}”? This action cannot be undone. All applications
          for this position will also be deleted.
        </>
      }
      confirmLabel="Delete Position"
      onConfirm={() => void remove()}
    />
  );
}
