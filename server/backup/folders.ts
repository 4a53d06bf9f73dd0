// The folders a backup writes into and a restore fills: both must start empty, so neither command
// ever overwrites anything, and a failed run can remove exactly what it wrote.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isMissing } from '../files/local/missing';

/** The names in `dir`, or null when it does not exist. */
export async function entriesOf(dir: string): Promise<string[] | null> {
  try {
    return await readdir(dir);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** A folder that was empty or absent before a command filled it. */
export interface EmptyFolder {
  path: string;
  /** Removes what the command wrote: the folder itself when the command created it. */
  undo(): Promise<void>;
}

/**
 * Opens `dir` for writing when it is absent or empty (creating it readable by its owner only);
 * returns the names it holds instead when it is not empty.
 */
export async function claimEmptyFolder(dir: string): Promise<EmptyFolder | { holds: string[] }> {
  const before = await entriesOf(dir);
  if (before !== null && before.length > 0) return { holds: before };
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return {
    path: dir,
    async undo() {
      if (before === null) {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      for (const name of (await entriesOf(dir)) ?? []) {
        await rm(path.join(dir, name), { recursive: true, force: true });
      }
    },
  };
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner: string, outer: string): boolean {
  const relative = path.relative(path.resolve(outer), path.resolve(inner));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}
