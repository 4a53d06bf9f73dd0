// Who is signed in (GET /api/auth/user). A 401 or any failure means "not signed in".
import { api } from '../../shared/api-routes';
import type { CurrentUser } from '../../shared/types';
import { setQueryData, useApiQuery } from './query-cache';

/** The session as the screens see it. */
export type Session =
  | { status: 'loading'; user: undefined }
  | { status: 'signed-out'; user: undefined }
  | { status: 'signed-in'; user: CurrentUser };

/** The signed-in user, read once per page load and shared by every screen. */
export function useSession(): Session {
  const query = useApiQuery<CurrentUser | null>(api.authUser);
  if (query.status === 'pending') return { status: 'loading', user: undefined };
  if (query.status === 'error' || !query.data) return { status: 'signed-out', user: undefined };
  return { status: 'signed-in', user: query.data };
}

/** Starts the session from what the server rendered the page for (web/lib/first-screen.ts). */
export function seedSession(user: CurrentUser | null): void {
  setQueryData(api.authUser, user);
}

/** The name the app greets and labels a user with: first name, else the e-mail. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

/** The avatar's fallback: the first letter of the first name or e-mail, else 'U'. */
export function avatarInitial(user: Pick<CurrentUser, 'firstName' | 'email'>): string {
  const source = user.firstName?.trim() || user.email?.trim() || '';
  return (source[0] ?? 'U').toUpperCase();
}

/** How long logging out waits for the device's copy to be removed before leaving anyway. */
const FORGET_TIMEOUT_MS = 3_000;

/**
 * Logs out: removes the church's data kept on this device (its queued edits stay, held for it),
 * then navigates to the server's logout, which ends the session and starts the app afresh. A device
 * whose storage fails or hangs is still logged out. Dexie is loaded only now, never on first render.
 */
export async function logOut(
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const forget = import('../offline/church-cache').then(({ churchCacheDb, forgetChurchData }) =>
    forgetChurchData(churchCacheDb()),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FORGET_TIMEOUT_MS);
  });
  try {
    await Promise.race([forget, timeout]);
  } catch (error) {
    console.warn('Removing the church data from this device failed:', error);
  } finally {
    clearTimeout(timer);
  }
  navigate(api.logout);
}
