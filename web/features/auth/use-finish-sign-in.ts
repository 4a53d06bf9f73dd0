// After sign-in, sign-up or a password reset the server answers with the current user: keep it as
// the session and go to '/', from where the app sends churches and admins to their dashboards;
// role-less users go straight to /select-role.
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { api } from '../../../shared/api-routes';
import type { CurrentUser } from '../../../shared/types';
import { setQueryData } from '../../lib/query-cache';

/** Stores `user` as the session and goes home. */
export function useFinishSignIn(): (user: CurrentUser) => void {
  const navigate = useNavigate();
  return useCallback(
    (user: CurrentUser) => {
      setQueryData(api.authUser, user);
      // Role-less users go where the root layout would send them anyway, so the two agree.
      const to = user.role ? '/' : '/select-role';
      // A failed client-side navigation still gets there with a full load.
      navigate({ to }).catch(() => window.location.assign(to));
    },
    [navigate],
  );
}
