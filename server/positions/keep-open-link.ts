// The 'Keep open 60 more days' link of the expiry e-mail: a signed capability, no sign-in. It names
// the position and the moment it went live, with an HMAC of both under the server's secret. Using
// it moves that moment (store.positions.extendLive), so the same link never applies twice and
// nothing has to be stored for it. docs/decisions/0024-positions-lifecycle.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ARCHIVE_AFTER_DAYS } from '../../shared/constants';
import { archivesAt } from '../../shared/rules';
import type { KeepOpenPreview, Position } from '../../shared/types';
import type { AppDeps } from '../deps';
import { GoneError } from '../errors';

type Deps = Pick<AppDeps, 'store' | 'config'>;

/** Separates the purpose, so this HMAC can never equal one made for something else. */
const PURPOSE = 'keep-open\u0000';

/** What a used, forged or outdated link answers: the same for each, so nothing is learnt. */
export const KEEP_OPEN_GONE =
  'This link has already been used or has expired. Open your dashboard to manage the position.';

// '~' separates the parts: unreserved in URLs, and no dot, which the server's fallback would
// take for a file's extension.
const TOKEN_PATTERN = /^([0-9a-f-]{36})~([0-9a-z]{1,12})~([A-Za-z0-9_-]{43})$/;

function mac(config: Deps['config'], id: string, wentLiveMs: number): string {
  return createHmac('sha256', config.sessionSecret)
    .update(PURPOSE)
    .update(`${id}\u0000${String(wentLiveMs)}`)
    .digest('base64url');
}

/** The link's token for a live position: `<id>~<went-live ms, base 36>~<HMAC>`. */
export function keepOpenToken(
  config: Deps['config'],
  position: { id: string; approvedAt: string },
) {
  const wentLiveMs = Date.parse(position.approvedAt);
  return `${position.id}~${wentLiveMs.toString(36)}~${mac(config, position.id, wentLiveMs)}`;
}

/**
 * The live position a token extends, with the went-live time it names, or 410: malformed, forged,
 * used (the position went live again since), closed or gone all read the same.
 */
async function positionOfToken(
  deps: Deps,
  token: string,
): Promise<{ position: Position; approvedAt: string }> {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) throw new GoneError(KEEP_OPEN_GONE);
  const [, id = '', liveText = '', given = ''] = match;
  const wentLiveMs = parseInt(liveText, 36);
  const expected = Buffer.from(mac(deps.config, id, wentLiveMs));
  if (!timingSafeEqual(Buffer.from(given), expected)) throw new GoneError(KEEP_OPEN_GONE);
  const position = await deps.store.positions.findById(id);
  const approvedAt = position?.approvedAt;
  if (!position || position.status !== 'active' || !approvedAt) throw new GoneError(KEEP_OPEN_GONE);
  if (Date.parse(approvedAt) !== wentLiveMs) throw new GoneError(KEEP_OPEN_GONE);
  return { position, approvedAt };
}

function preview(position: Position, approvedAt: string): KeepOpenPreview {
  return {
    positionId: position.id,
    title: position.title,
    archivesOn: archivesAt(approvedAt, ARCHIVE_AFTER_DAYS).toISOString(),
  };
}

/** GET /api/keep-open/{token}: what the link would extend (a GET never changes anything). */
export async function keepOpenPreview(deps: Deps, token: string): Promise<KeepOpenPreview> {
  const { position, approvedAt } = await positionOfToken(deps, token);
  return preview(position, approvedAt);
}

/** POST /api/keep-open/{token}: the position's 60 days start again now; once. */
export async function useKeepOpen(deps: Deps, token: string): Promise<KeepOpenPreview> {
  const { position, approvedAt } = await positionOfToken(deps, token);
  const extended = await deps.store.positions.extendLive(position.id, approvedAt);
  if (!extended?.approvedAt) throw new GoneError(KEEP_OPEN_GONE);
  return preview(extended, extended.approvedAt);
}
