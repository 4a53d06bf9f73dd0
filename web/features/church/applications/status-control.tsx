// Changing an application's status, from the list or the application: the browser's own select
// (every keyboard, screen reader and phone picker), the change sent through the outbox at once.
// Choosing Declined opens the decline dialog instead, where the church chooses about the e-mail.
// Choosing Hired offers to close the position as filled (decision 0024).
import { useId, useState } from 'react';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  DEFAULT_DECLINE_TEMPLATE,
} from '../../../../shared/constants';
import type { ApplicationStatus } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { useOnline } from '../../../lib/online-status';
import { inputClass, labelClass } from '../../../ui/form/field-styles';
import { CloseAsFilledDialog } from '../position/close-as-filled-dialog';
import type { PositionTarget } from '../position/position-writes';
import { DeclineDialog } from './decline-dialog';
import type { DeclineWording } from './decline-wording';
import { changeStatus, type ReviewTarget } from './review-actions';
import { fillDeclineTemplate } from './review-text';

const select = css({ width: 'auto', minW: '11rem' });

/** The 'Status' select of one application. */
export function StatusControl({
  target,
  status,
  decline,
  closeOffer,
}: {
  target: ReviewTarget;
  /** The status shown (queued changes applied). */
  status: ApplicationStatus;
  decline: DeclineWording;
  /** The position, while it is open: hiring someone offers to close it as filled. */
  closeOffer?: PositionTarget | undefined;
}) {
  const id = useId();
  const online = useOnline();
  // What the church just chose, shown until the outbox has it (then `status` says the same).
  const [choosing, setChoosing] = useState<ApplicationStatus | null>(null);
  const [declining, setDeclining] = useState(false);
  const [offering, setOffering] = useState(false);

  async function choose(next: ApplicationStatus) {
    if (next === status) return;
    if (next === 'declined') {
      setDeclining(true);
      return;
    }
    setChoosing(next);
    try {
      const result = await changeStatus(target, next, online);
      // Offered even while the position's own read is still on its way: the dialog opens once it
      // is known to be open (closeOffer), and never for a closed one.
      if (next === 'hired' && result.type === 'kept') setOffering(true);
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Status
      </label>
      <select
        id={id}
        className={cx(inputClass, select)}
        value={choosing ?? status}
        onChange={(event) => void choose(event.target.value as ApplicationStatus)}
      >
        {APPLICATION_STATUSES.map((value) => (
          <option key={value} value={value}>
            {APPLICATION_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <DeclineDialog
        open={declining}
        onOpenChange={setDeclining}
        target={target}
        message={fillDeclineTemplate(decline.template ?? DEFAULT_DECLINE_TEMPLATE, {
          name: target.studentName,
          position: decline.position,
          church: decline.church,
        })}
      />
      {closeOffer ? (
        <CloseAsFilledDialog
          open={offering}
          onOpenChange={setOffering}
          target={closeOffer}
          studentName={target.studentName}
        />
      ) : null}
    </div>
  );
}
