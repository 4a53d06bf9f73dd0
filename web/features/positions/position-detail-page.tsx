// /jobs/{id} (a position's page): the position, the church, and the way to apply.
// A position the student saved stays readable here after it left the list: its saved copy is shown,
// marked 'No longer open', instead of 'Position Not Found'. One that closed says it was filled or
// when it closed, with the open positions of its type a tap away.
import { isWholePosition } from '../../../shared/position-card';
import { ApiError } from '../../lib/api-client';
import { usePositionDetail } from '../../offline/use-position-detail';
import { usePageTitle } from '../../lib/use-page-title';
import { NOT_FOUND_HEADING, positionHeading } from '../../../shared/page-titles';
import { useSavedPositions } from '../../offline/use-saved-positions';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { ApplyPanel } from './apply-panel';
import { BackToPositions } from './back-to-positions';
import { LoadError } from './load-error';
import { PositionCardView } from './position-card-view';
import { PositionClosed } from './position-closed';
import { PositionNotFound } from './position-not-found';
import { PositionView } from './position-view';
import { SavedCopyNotice } from './saved-copy-notice';

/** The position with the given id, or the state that explains why it cannot be shown. */
export function PositionDetailPage({
  id,
  applyOnArrival = false,
  onArrivalHandled,
}: {
  id: string;
  /** Opens the application form as the page arrives (a card's 'Apply Now'). */
  applyOnArrival?: boolean;
  onArrivalHandled?: () => void;
}) {
  const query = usePositionDetail(id);
  const { saved, unavailable } = useSavedPositions();
  const savedEntry = saved?.find((entry) => entry.positionId === id);
  const savedKnown = saved !== undefined || unavailable;
  // As the server titles the page: the position, or 'Position Not Found' for a missing one.
  const shown =
    query.data ?? savedEntry?.snapshot ?? (query.status === 'error' ? query.card : undefined);
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 410);
  // A position that was public and has closed: the server says what it was and why it closed.
  const closed = query.error instanceof ApiError ? query.error.body?.closed : undefined;
  usePageTitle(
    shown
      ? positionHeading(shown.title, shown.church?.churchName)
      : closed
        ? positionHeading(closed.title, closed.churchName)
        : missing
          ? NOT_FOUND_HEADING
          : undefined,
  );

  // Waiting for the position, or (when it could not be had) for whether the student saved it. A
  // closed one is said closed at once (as the server drew it); a copy the student saved then
  // takes its place.
  if (query.status === 'pending' || (query.status === 'error' && !savedKnown && !closed)) {
    return (
      <Page>
        <Spinner label="Loading position..." />
      </Page>
    );
  }
  if (query.status === 'error') {
    if (savedEntry && isWholePosition(savedEntry.snapshot)) {
      return (
        <PositionView
          position={savedEntry.snapshot}
          saved={true}
          canSave={!unavailable}
          aside={<SavedCopyNotice savedAt={savedEntry.savedAt} closed={closed} />}
        />
      );
    }
    if (closed) {
      return (
        <Page>
          <PositionClosed closed={closed} />
        </Page>
      );
    }
    // Saved offline without its page ever opened: the saved card, shown as the list's card is.
    const savedCard =
      savedEntry && !isWholePosition(savedEntry.snapshot) ? savedEntry.snapshot : undefined;
    const card = query.card ?? savedCard;
    if (card) return <PositionCardView position={card} onRetry={query.refetch} />;
    return (
      <Page>
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <PositionNotFound />
        ) : (
          <>
            <BackToPositions />
            <LoadError
              title="This position could not be loaded"
              error={query.error}
              onRetry={query.refetch}
            />
          </>
        )}
      </Page>
    );
  }

  const position = query.data;
  return (
    <PositionView
      position={position}
      saved={saved === undefined ? undefined : savedEntry !== undefined}
      canSave={!unavailable}
      aside={
        <ApplyPanel
          positionId={position.id}
          positionTitle={position.title}
          churchName={position.church?.churchName ?? null}
          open={position.approved && position.status === 'active'}
          openOnArrival={applyOnArrival}
          onArrivalHandled={onArrivalHandled}
        />
      }
    />
  );
}
