// A position's page offline when only its list card is on the device (its page was never opened
// online, decision 0048): the card's facts and opening, and that the rest loads when online.
import { WifiOff } from 'lucide-react';
import type { PositionCard } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { Page } from '../../ui/page';
import {
  ApplyByFact,
  LocationFact,
  PositionTypeBadge,
  PostedFact,
  positionMeta,
} from '../../ui/position-meta';
import { BackToPositions } from './back-to-positions';
import { PositionTitleRow } from './position-header';

/** The card's facts as the page's head, with the note and 'Try again'. */
export function PositionCardView({
  position,
  onRetry,
}: {
  position: PositionCard;
  onRetry: () => void;
}) {
  const church = position.church;
  return (
    <Page>
      <BackToPositions />
      <header className={card()}>
        <PositionTitleRow position={position} />
        <div className={cx(positionMeta, css({ mt: '4' }))}>
          <PositionTypeBadge positionType={position.positionType} />
          <LocationFact location={church?.location} />
          <PostedFact createdAt={position.createdAt} />
          <ApplyByFact applyBy={position.applyBy} />
        </div>
        <p className={css({ mt: '4' })}>{position.excerpt}</p>
      </header>
      <section className={cx(card(), css({ mt: '6' }))} aria-labelledby="card-only-heading">
        <h2
          id="card-only-heading"
          className={css({ fontSize: 'lg', fontWeight: 'semibold', display: 'flex', gap: '2' })}
        >
          <WifiOff size={20} aria-hidden />
          The rest of this position loads when you're online
        </h2>
        <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>
          This device keeps the list's summary of every position, and the whole position once its
          page has been opened with a connection.
        </p>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '3' }))}
          onClick={onRetry}
        >
          Try Again
        </button>
      </section>
    </Page>
  );
}
