// The look of the full-width bars under the top navigation that speak of the app itself: offline,
// a new version, applications waiting to be sent, storage lost.
import { cva } from '../../styled-system/css';

/** `quiet` for a state (offline, refused), `news` for something to act on, `problem` for a loss. */
export const noticeBar = cva({
  base: {
    display: 'flex',
    _print: { display: 'none !important' },
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    columnGap: '3',
    rowGap: '3',
    px: '4',
    py: '2',
    fontSize: 'sm',
    textAlign: 'center',
    color: 'fg',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  variants: {
    tone: {
      quiet: { bg: 'bg.subtle' },
      news: { bg: 'primary.subtle' },
      // One message beside its dismiss button: it never wraps below the button.
      problem: {
        bg: 'bg.subtle',
        flexWrap: 'nowrap',
        textAlign: 'start',
        borderBottomWidth: '2px',
        borderColor: 'destructive',
      },
    },
    /** Lines that wrap sit close together. */
    tightRows: { true: { rowGap: '1' } },
  },
});
