// /admin/positions/{id}: one position as the admin reviews it: every field, the job
// description file, its age and where it stands, and Approve / Decline; for a live position whose
// edit waits, what the edit changes and Approve edit / Decline edit. Read from the admin list
// (there is no single-position admin read), so coming from the dashboard it shows at once. Approve
// names the version shown; when the church changed it since, the page says so and shows the new
// text (docs/decisions/0026-approval-of-the-reviewed-version.md).
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Building2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { CHANGED_SINCE_REVIEW } from '../../../shared/schemas/position';
import type { AdminPosition } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { useOnline } from '../../lib/online-status';
import { usePageTitle } from '../../lib/use-page-title';
import { Page } from '../../ui/page';
import { LocationFact, MetaFact, PostedFact, positionMeta } from '../../ui/position-meta';
import { AdminGate, NeedsConnection } from './admin-gate';
import { emptyState } from './admin-styles';
import type { ApproveOutcome } from './admin-actions';
import { DeclineButton } from './decline-dialog';
import { DeclineNote } from './decline-note';
import { EditChanges } from './edit-changes';
import { ReadState } from './read-state';
import { ApproveButton } from './position-actions';
import { PositionDetails } from './position-details';
import { positionState } from './position-state';
import { AgeBadge, StateBadge } from './state-badge';
import { useAdminPositions } from './use-admin-positions';

const column = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const title = css({ fontSize: { base: 'xl', md: '3xl' }, fontWeight: 'bold', lineHeight: '1.2' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '5' });
const changedNotice = cx(
  card(),
  css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    borderColor: 'destructive',
    color: 'destructive.text',
    fontWeight: 'medium',
  }),
);

function BackToDashboard() {
  return (
    <Link
      to="/admin/dashboard"
      className={cx(button({ variant: 'ghost', size: 'sm' }), css({ mb: '4' }))}
    >
      <ArrowLeft size={16} aria-hidden />
      Back to Dashboard
    </Link>
  );
}

/** Approve and Decline of what waits: the position, or its edit. */
function Decision({
  position,
  online,
  onApproveOutcome,
}: {
  position: AdminPosition;
  online: boolean;
  onApproveOutcome: (outcome: ApproveOutcome) => void;
}) {
  const state = positionState(position);
  if (state !== 'waiting' && state !== 'edit-waiting') return null;
  const edit = state === 'edit-waiting';
  return (
    <div className={actions}>
      <ApproveButton
        id={position.id}
        title={position.title}
        version={position.version}
        edit={edit}
        disabled={!online}
        onOutcome={onApproveOutcome}
      />
      <DeclineButton id={position.id} title={position.title} edit={edit} disabled={!online} />
    </div>
  );
}

function Review({ position, online }: { position: AdminPosition; online: boolean }) {
  const revision = position.revision;
  // Set when Approve found a newer version: the page already shows it (the list was updated).
  const [changed, setChanged] = useState(false);
  return (
    <div className={column}>
      {changed ? (
        <p role="alert" className={changedNotice}>
          <TriangleAlert size={20} aria-hidden className={css({ flexShrink: 0, mt: '0.5' })} />
          {CHANGED_SINCE_REVIEW}
        </p>
      ) : null}
      <header className={card()}>
        <h1 className={title}>{position.title}</h1>
        <div className={cx(positionMeta, css({ mt: '2' }))}>
          <MetaFact icon={Building2}>{position.church?.churchName ?? 'Unknown church'}</MetaFact>
          <LocationFact location={position.church?.location} />
          <PostedFact createdAt={position.createdAt} />
        </div>
        <div className={badges}>
          <StateBadge position={position} />
          <AgeBadge createdAt={position.createdAt} />
        </div>
        <Decision
          position={position}
          online={online}
          onApproveOutcome={(outcome) => setChanged(outcome === 'changed')}
        />
      </header>
      {position.declined ? <DeclineNote what="The position" decline={position.declined} /> : null}
      {revision?.status === 'pending' ? (
        <EditChanges position={position} revision={revision} />
      ) : null}
      {revision?.status === 'declined' && revision.declined ? (
        <DeclineNote what="The church's last edit" decline={revision.declined} />
      ) : null}
      <PositionDetails position={position} />
    </div>
  );
}

function ReviewScreen({ id }: { id: string }) {
  const online = useOnline();
  const query = useAdminPositions();
  const position = query.data?.find((candidate) => candidate.id === id);
  usePageTitle(position ? `Review: ${position.title}` : 'Review position');
  return (
    <Page narrow>
      <BackToDashboard />
      {online ? null : <NeedsConnection />}
      <ReadState
        query={query}
        online={online}
        loading="Loading the position..."
        fallback="Failed to load the position"
      />
      {query.status === 'success' && !position ? (
        <div className={emptyState} role="status">
          <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>Position Not Found</h1>
          <p>It may have been deleted. The dashboard lists every position there is.</p>
        </div>
      ) : null}
      {position ? <Review position={position} online={online} /> : null}
    </Page>
  );
}

/** The review screen behind the admin guard. */
export function ReviewPage({ id }: { id: string }) {
  return <AdminGate>{() => <ReviewScreen id={id} />}</AdminGate>;
}
