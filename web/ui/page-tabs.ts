// The look of a screen's own tabs (Ark UI Tabs): a row of words over an underline, the chosen one
// underlined in the primary colour: the admin's and the church's dashboards.
import { css } from '../../styled-system/css';

/** Tabs.List: the row, scrolling sideways on a narrow phone rather than wrapping. */
export const pageTabList = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  mb: '6',
  overflowX: 'auto',
});

/** Tabs.Trigger: one tab's words, underlined when chosen. */
export const pageTabTrigger = css({
  px: '4',
  py: '2.5',
  minH: '11',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  mb: '-1px',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg' },
  _selected: { color: 'primary.text', borderColor: 'primary', fontWeight: 'semibold' },
});
