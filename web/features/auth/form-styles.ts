// Spacing shared by the account forms.
import { css } from '../../../styled-system/css';

/** Fields stacked with room between them. */
export const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
/** Two fields side by side from small screens up (first and last name). */
export const fieldPair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
});
/** The line under a form that switches between signing in and creating an account. */
export const modeSwitch = css({ textAlign: 'center' });
/** A text-like button (Forgot password?, Back to sign in). */
export const linkButton = css({
  alignSelf: 'flex-start',
  color: 'primary.text',
  fontWeight: 'medium',
  fontSize: 'sm',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: 'sm',
  _hover: { textDecoration: 'none' },
});
