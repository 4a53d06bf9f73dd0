import { describe, expect, it } from 'vitest';
import { adminPosition } from './admin-position-fixture';
import { archiveCount, archiveDescription, isDueForArchive } from './archive-count';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

describe('isDueForArchive', () => {
  it('counts 60 days from when the position went live, not from when it was posted', () => {
    expect(isDueForArchive(adminPosition({ approvedAt: daysAgo(60) }), NOW)).toBe(true);
    expect(isDueForArchive(adminPosition({ approvedAt: daysAgo(59) }), NOW)).toBe(false);
    expect(
      isDueForArchive(adminPosition({ createdAt: daysAgo(200), approvedAt: daysAgo(10) }), NOW),
    ).toBe(false);
  });

  it('never counts a pending or closed position', () => {
    expect(
      isDueForArchive(
        adminPosition({ approved: false, approvedAt: null, updatedAt: daysAgo(90) }),
        NOW,
      ),
    ).toBe(false);
    expect(isDueForArchive(adminPosition({ status: 'closed', approvedAt: daysAgo(90) }), NOW)).toBe(
      false,
    );
  });

  it('counts a position approved before approvedAt existed from its last update', () => {
    expect(isDueForArchive(adminPosition({ approvedAt: null, updatedAt: daysAgo(61) }), NOW)).toBe(
      true,
    );
  });
});

describe('archiveCount', () => {
  it('counts the positions the archive action would close', () => {
    const positions = [
      adminPosition({ approvedAt: daysAgo(75) }),
      adminPosition({ approvedAt: daysAgo(90) }),
      adminPosition({ approvedAt: daysAgo(3) }),
      adminPosition({ approved: false, approvedAt: null, updatedAt: daysAgo(90) }),
    ];
    expect(archiveCount(positions, NOW)).toBe(2);
    expect(archiveCount([], NOW)).toBe(0);
  });
});

describe('archiveDescription', () => {
  it('says how many it will close, and that churches can repost', () => {
    expect(archiveDescription(2)).toBe(
      '2 live positions were approved more than 60 days ago. Archiving closes them and hides them from students. This cannot be undone, but churches can repost their positions.',
    );
    expect(archiveDescription(1)).toMatch(
      /^1 live position was approved .* closes it and hides it/,
    );
  });

  it('says why there is nothing to confirm', () => {
    expect(archiveDescription(0)).toBe(
      'There is nothing to archive: no live position has been approved for more than 60 days.',
    );
  });
});
