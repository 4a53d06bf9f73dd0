// The Positions tab: the church's own positions as cards with where each stands ('Pending
// Approval', 'Declined' and why, 'Approved', 'Closed · Filled', 'Edit pending approval'), from
// the server or (offline) the copy kept on this device; positions posted, changed or deleted on
// this device and not yet sent are marked 'Pending sync'. Each card counts its applications per
// status, and its 'Applications' link says how many are new. Everyday actions first: Close (the
// applications are kept) or Reopen; Edit, Duplicate and Delete are under 'More'.
import { Link } from '@tanstack/react-router';
import { Briefcase, Plus, Undo2 } from 'lucide-react';
import { positionCard } from '../../../../shared/position-card';
import type { ChurchProfile } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { positionWithPending } from '../../../offline/church-position-writes';
import { pendingPositionCard } from '../../../offline/church-position-writes';
import { JobCard } from '../../../ui/job-card';
import { showToast } from '../../../ui/toast';
import { showFailure } from '../../../ui/toast-outcome';
import { emptyPanel } from '../message-panel';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { ReadState } from '../read-state';
import { discardChurchWrite, useChurchOutbox } from '../offline/use-church-outbox';
import { ApplicantsButton } from './applicants-button';
import { CloseButton, ReopenButton } from '../position/position-actions';
import { PositionBadges } from '../position/position-badges';
import { editStatus, positionStatus } from '../position/position-status';
import { PendingPositionCard } from './pending-position-card';
import { PositionMoreMenu } from './position-more-menu';
import { countsOf, newCount, statusCountsText } from '../position/status-counts';

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: { base: '4', md: '6' },
});
const note = css({ fontSize: 'sm', color: 'fg.muted', flexBasis: '100%' });

/** Takes back a deletion that has not been sent yet. */
function KeepPositionButton({ entryId, title }: { entryId: string; title: string }) {
  return (
    <button
      type="button"
      className={button({ variant: 'outline', size: 'sm' })}
      onClick={() =>
        void discardChurchWrite(entryId).then(
          () => showToast({ title: 'Deletion cancelled', description: `“${title}” is kept.` }),
          () => showFailure('The deletion could not be cancelled. Please try again.'),
        )
      }
    >
      <Undo2 size={16} aria-hidden />
      Keep position
    </button>
  );
}

/** Loading, empty, or the grid of the church's positions. */
export function PositionsTab({ userId, profile }: { userId: string; profile: ChurchProfile }) {
  const positions = useChurchRead(userId, churchReads.positions);
  const edits = useChurchOutbox();
  if (positions.status !== 'ready') {
    return <ReadState read={positions} what="your positions" loading="Loading positions..." />;
  }
  const queued = edits.creates.map((entry) => pendingPositionCard(entry, profile));
  if (positions.data.length === 0 && queued.length === 0) {
    return (
      <div className={emptyPanel}>
        <Briefcase size={40} aria-hidden className={css({ color: 'fg.muted' })} />
        <h3 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>No Positions Posted Yet</h3>
        <p className={css({ color: 'fg.muted' })}>
          Post your first position so students can find it and apply.
        </p>
        <Link to="/church/post-job" className={button()}>
          <Plus size={18} aria-hidden />
          Post Your First Position
        </Link>
      </div>
    );
  }
  return (
    <ul className={grid} aria-label="Your positions">
      {queued.map((position) => (
        <li key={position.id}>
          <PendingPositionCard position={position} />
        </li>
      ))}
      {positions.data.map((saved) => {
        const position = positionWithPending(saved, edits.positionWrites.get(saved.id));
        const deletion = edits.deletes.get(position.id);
        const counts = countsOf(position);
        // The college's reason, where it declined the position or its edit.
        const status = positionStatus(position);
        const edit = editStatus(position);
        const declined = status.label === 'Declined' ? status.reason : null;
        const editDeclined = edit?.label === 'Edit declined' ? (edit.reason ?? '') : null;
        const fresh = newCount(counts);
        const perStatus = statusCountsText(counts);
        return (
          <li key={position.id}>
            <JobCard
              position={positionCard(position)}
              view="church"
              headingLevel="h3"
              applicationCount={position.applicationCount}
              badges={
                <PositionBadges position={position} pending={position.pending || !!deletion} />
              }
              actions={
                deletion ? (
                  <>
                    <p className={note}>Deleted on this device; it will be sent automatically.</p>
                    <KeepPositionButton entryId={deletion.id} title={position.title} />
                  </>
                ) : (
                  <>
                    {declined !== null ? (
                      <p className={note}>The college declined it: {declined}</p>
                    ) : null}
                    {editDeclined !== null ? (
                      <p className={note}>The college declined your changes: {editDeclined}</p>
                    ) : null}
                    {perStatus ? <p className={note}>{perStatus}</p> : null}
                    {position.applicationCount > 0 ? (
                      <ApplicantsButton
                        positionId={position.id}
                        title={position.title}
                        newCount={fresh}
                      />
                    ) : null}
                    {position.status === 'active' ? (
                      <CloseButton position={position} />
                    ) : (
                      <ReopenButton position={position} />
                    )}
                    <PositionMoreMenu id={position.id} title={position.title} />
                  </>
                )
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
