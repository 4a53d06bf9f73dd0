// Beside a saved position that is no longer listed: why there is no Apply button, and how old the
// copy on screen is.
import { Link } from '@tanstack/react-router';
import { ArchiveX } from 'lucide-react';
import { closedHeadline } from '../../../shared/closed-position';
import { dateText } from '../../../shared/dates';
import type { ClosedPosition } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { badge, card } from '../../../styled-system/recipes';
import { underlinedLink } from '../../ui/text-link';

/** 'No longer open', with the day the student saved the copy shown (and why, once closed). */
export function SavedCopyNotice({ savedAt, closed }: { savedAt: number; closed?: ClosedPosition }) {
  return (
    <section className={card()} aria-labelledby="saved-copy-heading">
      <p className={css({ mb: '3' })}>
        <span className={badge({ variant: 'outline' })}>
          <ArchiveX size={14} aria-hidden />
          No longer open
        </span>
      </p>
      <h2 id="saved-copy-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {closed ? closedHeadline(closed) : 'This position has left the board'}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2', fontSize: 'sm' })}>
        It is no longer listed on the job board, so it cannot be applied for here. This is the copy
        you saved on {dateText(savedAt)}.
      </p>
      <Link
        to="/saved"
        className={cx(underlinedLink({ offset: true }), css({ display: 'inline-block', mt: '3' }))}
      >
        Your saved positions
      </Link>
    </section>
  );
}
