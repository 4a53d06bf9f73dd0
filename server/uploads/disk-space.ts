// Free space on the data directory's disk. Uploads (local files, and the database that records
// them) land there, so new uploads are refused with a 507 while it is under MIN_FREE_DISK_MB;
// everything that only reads keeps working. /healthz reports the same figures.
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

/** What a person sees when the disk is too full for new files. */
export const DISK_FULL_MESSAGE =
  'The server is running out of disk space and cannot take files right now. Please try again later.';

/** The disk's state as /healthz reports it. */
export interface DiskReport {
  freeBytes: number;
  minFreeBytes: number;
  uploads: 'accepted' | 'refused';
}

/** Free bytes (for unprivileged writers) on the disk holding `dir`, or its nearest existing parent. */
async function freeBytesAt(dir: string): Promise<number> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const stats = await statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const missing = error instanceof Error && 'code' in error && error.code === 'ENOENT';
      if (!missing || path.dirname(current) === current) throw error;
    }
  }
}

/** The data disk's free space against the floor. */
export async function diskReport(
  config: Pick<Config, 'dataDir' | 'minFreeDiskBytes'>,
): Promise<DiskReport> {
  const freeBytes = await freeBytesAt(config.dataDir);
  const minFreeBytes = config.minFreeDiskBytes;
  return { freeBytes, minFreeBytes, uploads: freeBytes < minFreeBytes ? 'refused' : 'accepted' };
}
