// auditLog: the admins' actions, recorded at the store's time, listed newest first a page at a time
// and forgotten by age. The store's clock never repeats a reading, so the entries of one store are
// ordered by `at` alone; ties (two servers in one millisecond) cannot be made through the port.
import { describe, expect, it } from 'vitest';
import type { ContractContext } from '../../testing/contract-targets';
import { auditEntryData, ISO_TIMESTAMP, UUID } from '../../testing/store-fixtures';

/** The audit log's contract. */
export function auditLogContract({ store }: ContractContext): void {
  /** Records three entries, one after the other; returns them oldest first. */
  async function recordThree() {
    const log = store().auditLog;
    const first = await log.record(auditEntryData({ action: 'approve' }));
    const second = await log.record(auditEntryData({ action: 'decline', detail: 'incomplete' }));
    const third = await log.record(auditEntryData({ action: 'delete' }));
    return [first, second, third] as const;
  }

  describe('audit log', () => {
    it('records an entry with an id and the time it was taken', async () => {
      const before = Date.now();
      const data = auditEntryData({ action: 'decline-edit', detail: 'other: Name the town.' });
      const entry = await store().auditLog.record(data);
      expect(entry).toEqual({
        id: expect.stringMatching(UUID) as unknown,
        at: expect.stringMatching(ISO_TIMESTAMP) as unknown,
        ...data,
      });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
      expect(await store().auditLog.list(10)).toEqual([entry]);
    });

    it('keeps the version of the position an approval was given for', async () => {
      const data = auditEntryData({ action: 'approve-edit', version: 7 });
      const entry = await store().auditLog.record(data);
      expect(entry).toMatchObject({ action: 'approve-edit', version: 7 });
      expect(await store().auditLog.list(10)).toEqual([entry]);
    });

    it('keeps an entry without a position (an archive of many)', async () => {
      const data = auditEntryData({
        action: 'archive',
        positionId: null,
        positionTitle: null,
        detail: '12 positions',
      });
      const entry = await store().auditLog.record(data);
      expect(entry).toMatchObject(data);
      expect(await store().auditLog.list(10)).toEqual([entry]);
    });

    it('lists the newest first, up to the limit', async () => {
      const [first, second, third] = await recordThree();
      expect(await store().auditLog.list(10)).toEqual([third, second, first]);
      expect(await store().auditLog.list(2)).toEqual([third, second]);
    });

    it('pages back to the entries before a time', async () => {
      const [first, second, third] = await recordThree();
      expect(await store().auditLog.list(10, new Date(third.at))).toEqual([second, first]);
      expect(await store().auditLog.list(1, new Date(third.at))).toEqual([second]);
      expect(await store().auditLog.list(10, new Date(first.at))).toEqual([]);
    });

    it('forgets the entries recorded before a time and counts them', async () => {
      const [, , third] = await recordThree();
      expect(await store().auditLog.deleteBefore(new Date(third.at))).toBe(2);
      expect(await store().auditLog.list(10)).toEqual([third]);
      expect(await store().auditLog.deleteBefore(new Date(third.at))).toBe(0);
    });
  });
}
