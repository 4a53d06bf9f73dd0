// Sends the browser elsewhere once. TanStack's <Navigate> navigates again on every re-render of the
// component that renders it; a screen that re-renders on router changes (useSearch) would then
// navigate in a loop while the new page loads.
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Replaces the current page with `to`, once. */
export function Redirect({ to }: { to: '/' | '/login' }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate({ to, replace: true }).catch(() => window.location.replace(to));
  }, [navigate, to]);
  return null;
}
