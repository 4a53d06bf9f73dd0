// document.title follows the page as the student moves through the app, worded as the server's
// heads word it (shared/page-titles.ts): a tab, the history list and a bookmark name the page the
// same whether it was opened from a link or reached by a click inside the app.
import { useEffect, useLayoutEffect } from 'react';
import { pageTitle } from '../../shared/page-titles';
import { usePublicConfig } from './use-public-config';

/** Titles the page '{heading} · {college} Job Board' (the board's name alone without a heading). */
export function usePageTitle(heading?: string): void {
  const { collegeName } = usePublicConfig();
  useEffect(() => {
    document.title = pageTitle(collegeName, heading);
  }, [collegeName, heading]);
}

/**
 * The root layout's part: each new path starts with the board's name, which the pages that title
 * themselves (usePageTitle) then replace. A layout effect, so it runs before their effects.
 */
export function useDefaultPageTitle(pathname: string): void {
  const { collegeName } = usePublicConfig();
  useLayoutEffect(() => {
    document.title = pageTitle(collegeName);
  }, [collegeName, pathname]);
}
