// Puts a server-rendered page's data (web/lib/first-screen-data.ts) where the screens read it: the
// session, the configuration, the list's first positions or the position. The server renderer seeds
// before it renders a page and forgets after; the app seeds once, before its first render, so its
// first commit draws what the server drew.
import { seedPositionDetail } from '../offline/use-position-detail';
import { forgetPublicPositions, seedPublicPositions } from '../offline/use-public-positions';
import type { FirstScreenData } from '../../shared/first-screen';
import { clearQueryCache } from '../lib/query-cache';
import { seedSession } from '../lib/session';
import { seedPublicConfig } from '../lib/use-public-config';

/** Makes the page's data the screens' answers. */
export function seedFirstScreen(data: FirstScreenData): void {
  seedSession(data.viewer);
  seedPublicConfig(data.config);
  if (data.list) seedPublicPositions(data.list);
  seedPositionDetail(data.position, data.closed);
}

/** Forgets a page's data (the server renderer, between pages). */
export function forgetFirstScreen(): void {
  clearQueryCache();
  forgetPublicPositions();
  seedPositionDetail(undefined);
}
