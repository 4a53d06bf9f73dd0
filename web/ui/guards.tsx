// The route guards, as wrappers around a screen: church pages need a church,
// the admin page an admin. Role-less users are sent to /select-role by the root layout.
import { Navigate } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import type { CurrentUser } from '../../shared/types';
import { useSession } from '../lib/session';
import { redirectToSignIn } from './sign-in-redirect';
import { Spinner } from './spinner';

/**
 * Church pages: a spinner while the session loads; signed out, the 'Unauthorized' toast and
 * /api/login after 500 ms; an admin goes to their own dashboard.
 */
export function RequireChurch({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useSession();
  const signedOut = session.status === 'signed-out';
  useEffect(() => {
    if (signedOut) redirectToSignIn();
  }, [signedOut]);
  if (session.status !== 'signed-in') return <Spinner />;
  if (session.user.role === 'admin') return <Navigate to="/admin/dashboard" replace />;
  // A role-less user is on the way to /select-role (root layout).
  if (session.user.role !== 'church') return <Spinner />;
  return <>{children(session.user)}</>;
}

/** The admin page: anyone whose role is not admin goes to /. */
export function RequireAdmin({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out' || session.user.role !== 'admin') {
    return <Navigate to="/" replace />;
  }
  return <>{children(session.user)}</>;
}
