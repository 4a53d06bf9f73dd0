// The row of small facts about a position (place, when it was posted or saved, applications), each
// with its icon: one look on the job cards, the saved list, a church's pending card and the
// position's page.
import { css } from '../../styled-system/css';

/** The row; it wraps on narrow screens. */
export const positionMeta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '4',
  rowGap: '1',
  color: 'fg.muted',
  fontSize: 'sm',
});

/** One fact: an icon and its text. */
export const positionMetaItem = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
