// The look of the form kit's parts. A module of its own, without React or TanStack Form, so a
// screen that only borrows the input look (the browse screen's search box) stays light.
import { css } from '../../../styled-system/css';

/** The look of text inputs, selects and text areas. */
export const inputClass = css({
  width: '100%',
  minH: '11',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontSize: 'md',
  _placeholder: { color: 'fg.muted' },
  '&[aria-invalid=true]': { borderColor: 'destructive' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

/** A field's label (or a radio group's legend). */
export const labelClass = css({
  display: 'block',
  fontWeight: 'medium',
  fontSize: 'sm',
  mb: '1.5',
});
/** The line of help under a control. */
export const hintClass = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' });

/** A native checkbox, large enough to tap, in the brand's colour. */
export const checkboxClass = css({
  width: '5',
  height: '5',
  flexShrink: 0,
  accentColor: 'primary',
});
/** The messages of a failed check under a control. */
export const errorClass = css({
  color: 'destructive.text',
  fontSize: 'sm',
  mt: '1',
  fontWeight: 'medium',
});
