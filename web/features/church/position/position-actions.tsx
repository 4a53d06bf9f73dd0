// What a church does with its position, on its page and its dashboard card (decision 0024): Close
// (with why; the applications are kept), Reopen a closed one, Duplicate (a new pending copy, which
// opens), and Edit. Each write goes through the outbox like the church's other edits.
import { Link, useNavigate } from '@tanstack/react-router';
import { Copy, Lock, Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ARCHIVE_AFTER_DAYS } from '../../../../shared/constants';
import { isPastApplyBy } from '../../../../shared/rules';
import type { ChurchPosition } from '../../../../shared/types';
import { button } from '../../../../styled-system/recipes';
import { useOnline } from '../../../lib/online-status';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ClosePositionDialog } from './close-position-dialog';
import { answeredPosition, duplicatePosition, reopenPosition } from './position-writes';

/** The position a button acts on: its id and title, for the outbox and the words. */
function targetOf(position: Pick<ChurchPosition, 'id' | 'title'>) {
  return { positionId: position.id, title: position.title };
}

/** 'Close', opening the dialog that asks why. */
export function CloseButton({ position }: { position: Pick<ChurchPosition, 'id' | 'title'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={button({ variant: 'outline', size: 'sm' })}
        onClick={() => setOpen(true)}
      >
        <Lock size={16} aria-hidden />
        Close
      </button>
      <ClosePositionDialog open={open} onOpenChange={setOpen} target={targetOf(position)} />
    </>
  );
}

/** 'Reopen' a closed position, after saying what happens. */
export function ReopenButton({
  position,
}: {
  position: Pick<ChurchPosition, 'id' | 'title' | 'approved' | 'applyBy'>;
}) {
  const online = useOnline();
  const [reopening, setReopening] = useState(false);
  async function reopen() {
    setReopening(true);
    try {
      await reopenPosition(targetOf(position), online);
    } finally {
      setReopening(false);
    }
  }
  return (
    <ConfirmDialog
      trigger={
        <>
          <RotateCcw size={16} aria-hidden />
          {reopening ? 'Reopening...' : 'Reopen'}
        </>
      }
      triggerVariant="outline"
      destructive={false}
      disabled={reopening}
      title={`Reopen “${position.title}”?`}
      description={
        <>
          {position.approved
            ? `Students can see it and apply again: it is public again for ${ARCHIVE_AFTER_DAYS} days.`
            : 'It takes applications again once the college approves it.'}
          {isPastApplyBy(position.applyBy)
            ? ' Its ‘Apply by’ date has passed, so the date is removed.'
            : null}
        </>
      }
      confirmLabel="Reopen Position"
      onConfirm={() => void reopen()}
    />
  );
}

/**
 * Duplicating: a new pending copy with the same text, opened once the server has made it (kept on
 * this device for later, the church stays where it is).
 */
export function useDuplicate(position: Pick<ChurchPosition, 'id' | 'title'>) {
  const online = useOnline();
  const navigate = useNavigate();
  const [copying, setCopying] = useState(false);
  async function duplicate() {
    setCopying(true);
    try {
      const result = await duplicatePosition(targetOf(position), online);
      const copy = result.type === 'kept' ? answeredPosition(result.outcome) : undefined;
      if (copy) await navigate({ to: '/church/positions/$id', params: { id: copy.id } });
    } finally {
      setCopying(false);
    }
  }
  return { copying, duplicate };
}

/** 'Duplicate'. */
export function DuplicateButton({ position }: { position: Pick<ChurchPosition, 'id' | 'title'> }) {
  const { copying, duplicate } = useDuplicate(position);
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      disabled={copying}
      onClick={() => void duplicate()}
    >
      <Copy size={16} aria-hidden />
      {copying ? 'Duplicating...' : 'Duplicate'}
    </button>
  );
}

/** 'Edit', into the post form prefilled with the church's latest text. */
export function EditLink({ positionId, label = 'Edit' }: { positionId: string; label?: string }) {
  return (
    <Link
      to="/church/positions/$id/edit"
      params={{ id: positionId }}
      className={button({ variant: 'outline', size: 'sm' })}
    >
      <Pencil size={16} aria-hidden />
      {label}
    </Link>
  );
}
