// The data a server-rendered first screen was rendered from (decision 0023). The server writes
// it next to the markup as `<script type="application/json" id="first-screen">` (a data block, never
// executed, so the same-origin-only CSP allows it); the app reads it before its first render
// (web/lib/first-screen-data.ts) and starts from exactly what the server drew, so the swap from
// server markup to the app moves nothing.
import type {
  ClosedPosition,
  CurrentUser,
  PositionDetail,
  PositionWithChurch,
  PublicConfig,
} from './types';

/**
 * How many cards the browse grid draws at once (3 or 4 fit below a phone's search box), before its
 * virtualised grid loads; the server renders and ships the same first positions, no more.
 */
export const FIRST_CARDS = 4;

/** The id of the data block in the page. */
export const FIRST_SCREEN_DATA_ID = 'first-screen';

/** The first positions of the public list, for /jobs. */
export interface FirstScreenList {
  /** The first positions, in the public list's order. */
  positions: PositionWithChurch[];
  /** How many positions the whole list has. */
  total: number;
  /** When the server read the list (epoch ms): the list's "updated ... ago". */
  refreshedAt: number;
}

/** What the first screen shows, each as its API answers it. */
export interface FirstScreenData {
  /** GET /api/config. */
  config: PublicConfig;
  /** GET /api/auth/user, null when nobody is signed in. */
  viewer: CurrentUser | null;
  /** /jobs only. */
  list?: FirstScreenList;
  /** /jobs/{id} only: GET /api/positions/{id}. */
  position?: PositionDetail;
  /** /jobs/{id} of a closed position only: the body of GET /api/positions/{id}'s 410. */
  closed?: ClosedPosition;
}

/** The data block's text: JSON that cannot close its script element (`<` as \u003c). */
export function firstScreenJson(data: FirstScreenData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
