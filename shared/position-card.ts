// The card of a position: what the public list's cards and search need, and no more, so the
// synced list a phone keeps stays small (docs/decisions/0047-public-list-sync.md). The full
// position is fetched when its page opens.
import { CARD_EXCERPT_LENGTH } from './constants';
import type { PositionCard, PositionDetail, PositionWithChurch } from './types';

/** The description's opening: cut at a word boundary, with '…' when anything was left out. */
export function excerptOf(description: string, length = CARD_EXCERPT_LENGTH): string {
  const text = description.trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const lastSpace = cut.search(/\s\S*$/);
  // A first word longer than the excerpt is cut where it reaches the limit.
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** The card of a public position. */
export function positionCard(position: PositionWithChurch): PositionCard {
  return {
    id: position.id,
    churchProfileId: position.churchProfileId,
    title: position.title,
    positionType: position.positionType,
    createdAt: position.createdAt,
    applyBy: position.applyBy,
    version: position.version,
    church: position.church,
    excerpt: excerptOf(position.description),
  };
}

/** Whether a kept copy is the whole position rather than its card. */
export function isWholePosition(copy: PositionCard | PositionDetail): copy is PositionDetail {
  return 'description' in copy;
}
