// A position's buttons: Review (its page), Approve (a waiting position or edit) and Delete; each
// button waits while its request runs. The position's title follows each button's words for screen
// readers, so 'Approve' in a list of fifty says which.
import { Link } from '@tanstack/react-router';
import { Check, Eye, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { approvePosition, deletePosition, type ApproveOutcome } from './admin-actions';

const srOnly = css({ srOnly: true });

type PositionActionProps = {
  id: string;
  title: string;
  /** True without a connection. */
  disabled?: boolean;
};

/** `busy` while the request that `start` sent runs. */
function useBusyRequest(request: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    void request().finally(() => setBusy(false));
  };
  return { busy, start };
}

/** Opens the position's review page. */
export function ReviewLink({ id, title }: { id: string; title: string }) {
  return (
    <Link
      to="/admin/positions/$id"
      params={{ id }}
      className={button({ variant: 'outline', size: 'sm' })}
    >
      <Eye size={16} aria-hidden />
      Review
      <span className={srOnly}> {title}</span>
    </Link>
  );
}

/**
 * Approves what waits at `version`, the version this screen shows: a new position (visible to
 * students) or, with `edit`, its edit. `onOutcome` hears whether it changed since.
 */
export function ApproveButton({
  id,
  title,
  version,
  edit = false,
  disabled = false,
  onOutcome,
}: PositionActionProps & {
  version: number;
  edit?: boolean;
  onOutcome?: (outcome: ApproveOutcome) => void;
}) {
  const { busy, start } = useBusyRequest(async () => {
    const outcome = await approvePosition({ id, version }, edit);
    onOutcome?.(outcome);
  });
  const label = edit ? 'Approve edit' : 'Approve';
  return (
    <button
      type="button"
      className={button({ variant: 'solid', size: 'sm' })}
      disabled={busy || disabled}
      onClick={start}
    >
      <Check size={16} aria-hidden />
      {busy ? 'Approving...' : label}
      <span className={srOnly}> {title}</span>
    </button>
  );
}

/** Deletes a position (and its applications) after a confirmation. */
export function DeleteButton({ id, title, disabled = false }: PositionActionProps) {
  const { busy, start } = useBusyRequest(() => deletePosition(id));
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
      onConfirm={start}
    />
  );
}
