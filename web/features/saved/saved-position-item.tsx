// One saved position: its saved copy's title (to its page), church, place, when it was saved,
// 'No longer open' once it left the board, 'Applied on' with the status page when this device
// applied, and Unsave.
import { Link } from '@tanstack/react-router';
import { BookmarkX, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import type { MyApplication } from '../../offline/cache-db';
import type { SavedPositionView } from '../../offline/saved-positions';
import { setPositionSaved } from '../../offline/use-saved-positions';
import { AppliedBadge, ViewApplicationLink } from '../../ui/applied-on';
import { ChurchLogo } from '../../ui/church-logo';
import { LocationFact, MetaFact, positionMeta } from '../../ui/position-meta';
import { positionTypeLabel } from '../../ui/position-text';
import { showToast } from '../../ui/toast';
import { agoText } from '../../../shared/dates';

const row = css({ display: 'flex', gap: '3', alignItems: 'flex-start' });
const titleLink = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  lineHeight: '1.3',
  color: 'fg',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
  // The whole card is the link's target area for a pointer, the title alone for a screen reader.
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
});

/** A saved position as a card. */
export function SavedPositionItem({
  entry,
  application,
}: {
  entry: SavedPositionView;
  /** The application this device sent to it, if any. */
  application?: MyApplication | undefined;
}) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const position = entry.snapshot;
  const church = position.church;
  const unsave = () => {
    setBusy(true);
    setPositionSaved(position, false)
      .catch(() =>
        showToast({
          title: 'Could not unsave the position',
          description: 'This browser did not let the job board change what it stored.',
          variant: 'destructive',
        }),
      )
      .finally(() => setBusy(false));
  };
  return (
    <article
      className={cx(card({ interactive: true }), css({ position: 'relative' }))}
      aria-labelledby={titleId}
    >
      <div className={row}>
        {church ? <ChurchLogo churchName={church.churchName} logoUrl={church.logoUrl} /> : null}
        <div className={css({ minWidth: '0', flex: '1' })}>
          <h2 id={titleId}>
            <Link to="/jobs/$id" params={{ id: position.id }} className={titleLink}>
              {position.title}
            </Link>
          </h2>
          {church ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '0.5' })}>
              {church.churchName}
            </p>
          ) : null}
        </div>
        {/* Above the title's stretched link, so it stays its own target. */}
        <button
          type="button"
          className={cx(
            button({ variant: 'ghost', size: 'sm' }),
            css({ position: 'relative', zIndex: '1', flexShrink: 0 }),
          )}
          aria-label={`Unsave ${position.title}`}
          disabled={busy}
          onClick={unsave}
        >
          <BookmarkX size={16} aria-hidden />
          Unsave
        </button>
      </div>
      <div className={cx(positionMeta, css({ mt: '2' }))}>
        {entry.open ? null : (
          <span className={badge({ variant: 'destructive' })}>No longer open</span>
        )}
        <span className={badge({ variant: 'secondary' })}>
          {positionTypeLabel(position.positionType)}
        </span>
        <LocationFact location={church?.location} />
        <MetaFact icon={Clock}>Saved {agoText(entry.savedAt)}</MetaFact>
        {application ? <AppliedBadge appliedAt={application.appliedAt} /> : null}
      </div>
      {application ? (
        // Above the title's stretched link, so it stays its own target.
        <div className={css({ position: 'relative', zIndex: '1', mt: '3' })}>
          <ViewApplicationLink
            statusToken={application.statusToken}
            positionTitle={position.title}
          />
        </div>
      ) : null}
    </article>
  );
}
