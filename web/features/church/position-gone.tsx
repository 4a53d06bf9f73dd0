// What a church screen about one position shows when the server has no such position for this
// church (deleted, here or elsewhere, or another church's: 404 or 403).
import { css } from '../../../styled-system/css';
import { emptyPanel } from './message-panel';

/** 'Position not found'; `level` fits the heading into the page's outline. */
export function PositionGone({ level }: { level: 'h1' | 'h2' }) {
  const Heading = level;
  return (
    <div className={emptyPanel} role="alert">
      <Heading className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        Position not found
      </Heading>
      <p className={css({ color: 'fg.muted' })}>
        This position no longer exists, or it is not one of your church&apos;s positions.
      </p>
    </div>
  );
}
