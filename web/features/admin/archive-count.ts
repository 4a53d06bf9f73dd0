// How many positions 'Archive Old Positions' would close, said before the admin confirms: the live
// positions whose ARCHIVE_AFTER_DAYS have run since they went live (docs/decisions/0024: the days
// count from approvedAt; pending positions are never archived).
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import { archivesAt } from '../../../shared/rules';
import type { Position } from '../../../shared/types';

type ArchiveSource = Pick<Position, 'status' | 'approved' | 'approvedAt' | 'updatedAt'>;

/** Whether the archive action would close this position at `now`. */
export function isDueForArchive(position: ArchiveSource, now: Date): boolean {
  if (position.status !== 'active' || !position.approved) return false;
  // Approved before approvedAt existed: the approval was the last update (the decision record).
  const wentLive = position.approvedAt ?? position.updatedAt;
  return archivesAt(wentLive, ARCHIVE_AFTER_DAYS).getTime() <= now.getTime();
}

/** How many of `positions` the archive action would close at `now`. */
export function archiveCount(positions: readonly ArchiveSource[], now: Date): number {
  return positions.filter((position) => isDueForArchive(position, now)).length;
}

const UNDO_NOTE = 'This cannot be undone, but churches can repost their positions.';

/** What the confirmation says for `count` positions to close. */
export function archiveDescription(count: number): string {
  if (count === 0) {
    return `There is nothing to archive: no live position has been approved for more than ${ARCHIVE_AFTER_DAYS} days.`;
  }
  const [which, them] =
    count === 1 ? ['1 live position was', 'it'] : [`${count} live positions were`, 'them'];
  return `${which} approved more than ${ARCHIVE_AFTER_DAYS} days ago. Archiving closes ${them} and hides ${them} from students. ${UNDO_NOTE}`;
}
