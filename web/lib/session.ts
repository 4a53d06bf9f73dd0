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

/** Starts the session from what the server rendered the page for (web/app/first-screen.ts). */
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
