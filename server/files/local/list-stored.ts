// Lists the local uploads for the orphan sweep: the kind folders only (never `.incoming`), files
// whose names make a valid key only, with their mtime as the upload time (the atomic upload renames
// a finished temp file into place, so the mtime is when its last byte arrived).
import type { Dirent } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { StoredObject } from '../port';
import { isMissing } from './missing';
import { KIND_FOLDERS, parseKey } from '../storage-keys';

/** The entries of a directory, none when it does not exist (nothing uploaded yet). */
async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/** Every stored upload under `root`, one folder at a time. */
export async function* listLocalUploads(root: string): AsyncGenerator<StoredObject> {
  for (const folder of Object.values(KIND_FOLDERS)) {
    // The names are read in full before anything is yielded, so a caller deleting files as it goes
    // cannot make the directory walk skip entries.
    for (const entry of await entriesOf(path.join(root, folder))) {
      const key = `${folder}/${entry.name}`;
      if (!entry.isFile() || parseKey(key) === undefined) continue;
      try {
        const { mtime } = await stat(path.join(root, folder, entry.name));
        yield { key, storedAt: mtime };
      } catch (error) {
        // Deleted since the directory was read: nothing to list.
        if (!isMissing(error)) throw error;
      }
    }
  }
}
