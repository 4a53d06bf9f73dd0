// A list of small bordered boxes, one under the other, on the church screens: the notes of an
// application, the changes waiting to be sent.
import { css } from '../../../styled-system/css';

/** The list. */
export const boxedList = css({ display: 'grid', gap: '3' });

/** One item of it: a box of its own lines. */
export const boxedItem = css({
  display: 'grid',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  p: '3',
});
