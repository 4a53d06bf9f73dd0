// The look of the type select's button, shared by the lightweight stand-in and the Ark UI Select.
import { css } from '../../../styled-system/css';

/** The select's width in the filter row. */
export const selectRoot = css({ width: { base: '100%', sm: '12rem' }, flexShrink: 0 });

/** The button that shows the current choice. */
export const selectTrigger = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  width: '100%',
  minH: '11',
  px: '3',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  textAlign: 'left',
});
