// The church screens' centred card for what stands in place of their content: a failed read, an
// empty list, a sign-in that needs a connection. An icon, a heading and words, one under the other.
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';

/** The card, its content centred in a column. */
export const messagePanel = cx(
  card(),
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '3',
    textAlign: 'center',
  }),
);

/** The same for an empty list, with room above and below. */
export const emptyPanel = cx(messagePanel, css({ py: { base: '8', md: '12' } }));
