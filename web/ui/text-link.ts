// The look of a link inside the text (a file, an e-mail address, the position), with room for an
// icon beside its words; a screen adds what its own text needs (wrapping, the underline's offset).
import { css } from '../../styled-system/css';

/** An underlined inline link in the primary colour. */
export const textLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  color: 'primary.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
});
