// What the church should know about where its position stands, on its own page (decision 0024):
// waiting for the college, declined with the college's reason (and how to resubmit), approved and
// until when, or closed and why; and an edit of an approved position that waits (students still
// see the approved version) or was declined.
import { CircleAlert, Clock, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { ARCHIVE_AFTER_DAYS } from '../../../../shared/constants';
import { archivesAt } from '../../../../shared/rules';
import type { ChurchPosition } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { dateText } from '../../../../shared/dates';
import { Notice as StatusBox } from '../../../ui/notice';
import { EditLink } from './position-actions';
import { declineText, positionStatus } from './position-status';

const text = css({ display: 'grid', gap: '2', flex: '1', minWidth: '0' });

function Notice({
  tone = 'info',
  children,
}: {
  tone?: 'info' | 'waiting' | 'warning';
  children: ReactNode;
}) {
  const warning = tone === 'warning';
  return (
    <StatusBox
      icon={warning ? CircleAlert : tone === 'waiting' ? Clock : Info}
      tone={warning ? 'warning' : 'info'}
      role={warning ? 'alert' : undefined}
    >
      <div className={text}>{children}</div>
    </StatusBox>
  );
}

/** The position's own status, in sentences. */
function OwnStatus({ position }: { position: ChurchPosition }) {
  const status = positionStatus(position);
  switch (status.label) {
    case 'Closed':
      return (
        <Notice>
          <p>
            <strong>Closed{status.reason ? `: ${status.reason}` : ''}.</strong> Students can no
            longer see it or apply. Its applications are kept.
          </p>
        </Notice>
      );
    case 'Declined':
      return (
        <Notice tone="warning">
          <p>
            <strong>Declined by the college:</strong> {status.reason}
          </p>
          <p>Edit the position to fix it; saving sends it to the college again.</p>
          <div>
            <EditLink positionId={position.id} label="Edit and resubmit" />
          </div>
        </Notice>
      );
    case 'Approved':
      return (
        <Notice>
          <p>
            <strong>Approved.</strong> Students can see it and apply.
            {position.approvedAt ? (
              <>
                {' '}
                It will be archived on{' '}
                {dateText(archivesAt(position.approvedAt, ARCHIVE_AFTER_DAYS))},{' '}
                {ARCHIVE_AFTER_DAYS} days after it went live.
              </>
            ) : null}
          </p>
        </Notice>
      );
    default:
      return (
        <Notice tone="waiting">
          <p>
            <strong>Pending Approval.</strong> The college reviews it before students can see it; we
            will e-mail you once it is approved.
          </p>
        </Notice>
      );
  }
}

/** An edit of the approved position, waiting or declined. */
function EditState({ position }: { position: ChurchPosition }) {
  const revision = position.revision;
  if (!revision) return null;
  if (revision.status === 'declined') {
    return (
      <Notice tone="warning">
        <p>
          <strong>The college declined your changes:</strong>{' '}
          {revision.declined ? declineText(revision.declined) : 'no reason given'}
        </p>
        <p>Students still see the approved version. Edit your changes to fix them and resubmit.</p>
        <div>
          <EditLink positionId={position.id} label="Edit and resubmit" />
        </div>
      </Notice>
    );
  }
  return (
    <Notice tone="waiting">
      <p>
        <strong>Your changes are waiting for the college.</strong> Students still see the approved
        version until the college approves the edit.
      </p>
    </Notice>
  );
}

/** The notices, one under the other. */
export function StatusNotice({ position }: { position: ChurchPosition }) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <OwnStatus position={position} />
      <EditState position={position} />
    </div>
  );
}
