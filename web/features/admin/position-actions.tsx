// Approve and Delete for one position; each button waits while its request runs.
import { Check, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { approvePosition, deletePosition } from './admin-actions';

const srOnly = css({ srOnly: true });

/** Makes a pending position visible to students. */
export function ApproveButton({
  id,
  title,
  disabled = false,
}: {
  id: string;
  title: string;
  /** True without a connection. */
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'sm' })}
      disabled={busy || disabled}
      onClick={() => {
        setBusy(true);
        void approvePosition(id).finally(() => setBusy(false));
      }}
    >
      <Check size={16} aria-hidden />
      {busy ? 'Approving...' : 'Approve'}
      <span className={srOnly}> {title}</span>
    </button>
  );
}

/** Deletes a position (and its applications) after a confirmation. */
export function DeleteButton({
  id,
  title,
  disabled = false,
}: {
  id: string;
  title: string;
  /** True without a connection. */
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ConfirmDialog
      trigger={
        <>
          <Trash2 size={16} aria-hidden />
          {busy ? 'Deleting...' : 'Delete'}
          <span className={srOnly}> {title}</span>
        </>
      }
      title="Delete Position?"
      description={`"${title}" will be permanently deleted, along with all of its applications. This cannot be undone.`}
      confirmLabel="Delete Position"
      disabled={busy || disabled}
      onConfirm={() => {
        setBusy(true);
        void deletePosition(id).finally(() => setBusy(false));
      }}
    />
  );
}
