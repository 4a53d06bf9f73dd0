// The answer to a signed-out visitor on a church page or to a 401 while saving:
// the 'Unauthorized' toast, then the browser goes to /api/login after 500 ms.
import { api } from '../../shared/api-routes';
import { LOGIN_REDIRECT_DELAY_MS } from '../../shared/constants';
import { showToast, showToastWhenReady } from './toast';

let pending: number | undefined;

/** Tells the user they are logged out and sends them to sign in (once, however often called). */
export function redirectToSignIn(): void {
  if (pending !== undefined) return;
  if (!navigator.onLine) {
    // Offline the session cannot be checked and the sign-in page cannot load: say so, and look
    // again once the connection is back instead of leaving for the browser's error page.
    pending = 0;
    showToast({
      title: "You're offline",
      description: 'Signing in needs a connection. The page reloads when you are back online.',
    });
    window.addEventListener('online', () => window.location.reload(), { once: true });
    return;
  }
  const shown = showToastWhenReady({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  // The 500 ms count from when the toast is on screen (its code may still be loading), but a
  // toast that cannot appear must not keep the user from signing in.
  const ready = Promise.race([shown, new Promise((done) => window.setTimeout(done, 2000))]);
  pending = 0;
  void ready.then(() => {
    pending = window.setTimeout(() => {
      pending = undefined;
      window.location.assign(api.login);
    }, LOGIN_REDIRECT_DELAY_MS);
  });
}

/** True for an error whose message begins '401:' and contains 'Unauthorized'. */
export function isUnauthorizedMessage(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.message.startsWith('401:') &&
    error.message.includes('Unauthorized')
  );
}
