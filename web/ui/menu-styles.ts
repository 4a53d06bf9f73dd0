// The look of the app's menus (Ark UI Menu): the account menu, the phone menu and the church's
// 'More' menu on a position card share it; the browse screen's type select borrows the panel.
import { css, cx } from '../../styled-system/css';

/** The panel that opens over the page: a menu's, or the list of a select (the browse screen's). */
export const popupPanel = css({
  bg: 'bg.card',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'lg',
  py: '1',
  zIndex: 'dropdown',
  _focusVisible: { outline: 'none' },
});

/** The menu's panel. */
export const menuContent = cx(popupPanel, css({ minWidth: '14rem' }));

/** One entry of the menu, a link or an action. */
export const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '3',
  py: '2',
  minH: '11',
  cursor: 'pointer',
  color: 'fg',
  textDecoration: 'none',
  _highlighted: { bg: 'bg.subtle' },
});

/** A line between groups of entries. */
export const menuSeparator = css({ my: '1', borderColor: 'border' });
