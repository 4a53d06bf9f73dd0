// /church/positions/{id}/edit (decision 0024): the post-position form with the same rules,
// prefilled with the church's latest text (a waiting or declined edit's, since that is what it last
// wrote). Saving sends the edit with the version it started from. `?edit=<entry>` opens a refused
// edit: after a 412 both versions side by side, otherwise the form with the server's messages.
import { Link, useParams, useSearch } from '@tanstack/react-router';
import type { ChurchPosition, CurrentUser } from '../../../../shared/types';
import {
  expectedVersion,
  latestPositionText,
  positionWithPending,
} from '../../../offline/church-position-writes';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { BackLink } from '../back-link';
import { conflictCurrent } from '../conflict/resolve-conflict';
import { cancelLink } from '../form-actions';
import { positionGone, ReadState } from '../read-state';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { positionFormValues } from '../post-job/position-body';
import { PositionForm } from '../post-job/position-form';
import type { EditEntry } from '../post-job/use-position-form';
import { PositionConflict } from './position-conflict';

/** The screen, behind the church guard. */
export function EditPositionPage() {
  const { id } = useParams({ from: '/church/positions/$id/edit' });
  const { edit } = useSearch({ from: '/church/positions/$id/edit' });
  return (
    <RequireChurchOffline>
      {(user) => <EditScreen user={user} positionId={id} entryId={edit} />}
    </RequireChurchOffline>
  );
}

/** What the header says students see meanwhile. */
function editNote(position: ChurchPosition | undefined): string {
  return position?.approved && position.status === 'active'
    ? 'Students keep seeing the approved version until the college approves your changes.'
    : 'The college reviews the position before students can see it.';
}

function EditScreen({
  user,
  positionId,
  entryId,
}: {
  user: CurrentUser;
  positionId: string;
  entryId: string | undefined;
}) {
  const read = useChurchRead(user.id, churchReads.position(positionId));
  const profile = useChurchRead(user.id, churchReads.profile);
  const edits = useChurchOutbox();
  const found = entryId ? edits.all.find((entry) => entry.id === entryId) : undefined;
  const correcting =
    found?.operation.kind === 'position-edit' && found.operation.positionId === positionId
      ? (found as EditEntry)
      : undefined;
  const current = conflictCurrent<ChurchPosition>(correcting);
  const writes = edits.positionWrites.get(positionId);
  const saved = read.status === 'ready' ? read.data : undefined;
  const position = saved ? positionWithPending(saved, writes) : undefined;
  // Online, the form waits for the server's answer, not the kept copy: an edit starts from the
  // version the server has now (offline, the kept copy is all there is).
  const fresh = read.status === 'ready' && read.settled;

  let content;
  if (read.status === 'error') {
    content = <ReadState read={read} what="the position" gone={positionGone('h2')} />;
  } else if (profile.status === 'error') {
    content = <ReadState read={profile} what="your church profile" />;
  } else if (correcting && current) {
    content = <PositionConflict entry={correcting} current={current} />;
  } else if (
    saved &&
    position &&
    fresh &&
    profile.status === 'ready' &&
    profile.data &&
    edits.loaded
  ) {
    content = (
      <PositionForm
        key={correcting?.id ?? 'edit'}
        profile={profile.data}
        accountEmail={user.email}
        // A church that removed its profile meanwhile is sent to complete it by the dashboard.
        onProfileRequired={() => undefined}
        mode={{
          kind: 'edit',
          positionId,
          values: positionFormValues(correcting?.operation.input ?? latestPositionText(position)),
          // This device's own queued writes on it count: they are applied first.
          version: correcting?.operation.version ?? expectedVersion(saved, writes),
          correcting,
        }}
        cancel={
          <Link to="/church/positions/$id" params={{ id: positionId }} className={cancelLink}>
            Cancel
          </Link>
        }
      />
    );
  } else {
    content = <Spinner />;
  }

  return (
    <Page narrow>
      <BackLink to="/church/positions/$id" params={{ id: positionId }}>
        Back to the position
      </BackLink>
      <PageHeader
        title={position ? `Edit “${position.title}”` : 'Edit Position'}
        description={editNote(position)}
      />
      {content}
    </Page>
  );
}
