// The spec's answer to a signed-out visitor on a church page or a 401 while saving (section 8):
// the 'Unauthorized' toast, then the browser goes to /api/login after 500 ms.
import { api } from '../../shared/api-routes';
import { LOGIN_REDIRECT_DELAY_MS } from '../../shared/constants';
import { showToast } from '../ui/toast';

let pending: number | undefined;

/** Tells the user they are logged out and sends them to sign in (once, however often called). */
export function redirectToSignIn(): void {
  if (pending !== undefined) return;
  showToast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  pending = window.setTimeout(() => {
    pending = undefined;
    window.location.assign(api.login);
  }, LOGIN_REDIRECT_DELAY_MS);
}

/** True for the spec's "message begins '401:' and contains 'Unauthorized'" (section 8). */
export function isUnauthorizedMessage(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401:') &&
    error.message.includes('Unauthorized')
  );
}
