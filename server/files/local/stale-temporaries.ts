// Removes the temp files (`.incoming/<uuid>.part`) that an upload leaves behind only when the
// process dies mid-upload: they may hold part of a resume. A live upload rewrites its temp file as
// bytes arrive, so only files untouched since `before` (the sweep's grace period) are removed.
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMissing } from './missing';

const TEMP_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** Deletes the temp files in `tempDir` last written before `before`; returns how many. */
export async function removeStaleTemporaries(tempDir: string, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(tempDir);
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!TEMP_NAME.test(name)) continue;
    const file = path.join(tempDir, name);
    try {
      const info = await stat(file);
      if (!info.isFile() || info.mtime.getTime() >= before.getTime()) continue;
      await rm(file, { force: true });
      removed++;
    } catch (error) {
      // Finished (renamed into place) or failed (removed) since the directory was read.
      if (!isMissing(error)) throw error;
    }
  }
  return removed;
}
