// The browse grid's layout, and what it shows while the virtualised grid's code loads: the first
// cards, rendered at once, so neither a first visit nor an offline reload waits for that code
// (@tanstack/react-virtual would put /jobs over its 140 kB budget if it loaded up front).
import { lazy, Suspense, type ReactNode } from 'react';
import { FIRST_CARDS } from '../../../shared/first-screen';
import type { PositionCard } from '../../../shared/types';
import { css } from '../../../styled-system/css';

/** One column on phones, two from md, three from lg. */
export const positionGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: { base: '4', md: '6' },
});

const VirtualPositionGrid = lazy(() => import('./virtual-position-grid'));

/**
 * The positions as cards: the first few at once (FIRST_CARDS, enough to fill a phone's screen;
 * rendering more would only delay the first paint), then all of them, virtualised. On a wider screen
 * the grid adds the rest below them a moment later, so nothing on screen moves.
 */
export function PositionGrid({
  positions,
  size = positions.length,
  renderCard,
}: {
  positions: readonly PositionCard[];
  /** How many positions the list has: more than `positions` while only the first have loaded. */
  size?: number;
  renderCard: (position: PositionCard) => ReactNode;
}) {
  const firstCards = (
    <ul className={positionGrid}>
      {positions.slice(0, FIRST_CARDS).map((position, index) => (
        <li key={position.id} aria-setsize={size} aria-posinset={index + 1}>
          {renderCard(position)}
        </li>
      ))}
    </ul>
  );
  return (
    <Suspense fallback={firstCards}>
      <VirtualPositionGrid positions={positions} size={size} renderCard={renderCard} />
    </Suspense>
  );
}
