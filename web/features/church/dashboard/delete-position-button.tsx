// Deleting one of the church's positions, after a confirmation (spec sections 2, 7 and 8).
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../../shared/api-routes';
import { invalidate } from '../../../lib/query-cache';
import { isUnauthorizedMessage, redirectToSignIn } from '../../../lib/sign-in-redirect';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { showToast } from '../../../ui/toast';
import { useKeyedWrite } from '../keyed-write';

/** Delete, with 'are you sure?' that says the applications go too. */
export function DeletePositionButton({ id, title }: { id: string; title: string }) {
  const send = useKeyedWrite();
  const [deleting, setDeleting] = useState(false);

  async function remove() {
    setDeleting(true);
    try {
      await send('DELETE', api.position(id));
      showToast({
        title: 'Position Deleted',
        description: 'The position has been successfully deleted.',
      });
    } catch (error) {
      if (isUnauthorizedMessage(error)) redirectToSignIn();
      else {
        showToast({
          title: 'Error',
          description: 'Failed to delete position. Please try again.',
          variant: 'destructive',
        });
      }
    } finally {
      setDeleting(false);
      // Also after a failure: the delete may have been applied before the answer was lost.
      invalidate(api.churchPositions, api.churchStats, api.positions);
    }
  }

  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 size={16} aria-hidden />
          {deleting ? 'Deleting...' : 'Delete'}
        </>
      }
      title="Delete Position?"
      description={
        <>
          Are you sure you want to delete “{title}”? This action cannot be undone. All applications
          for this position will also be deleted.
        </>
      }
      confirmLabel="Delete Position"
      onConfirm={() => void remove()}
      disabled={deleting}
    />
  );
}
