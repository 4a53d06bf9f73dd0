// Removes uploads nothing uses: a student who abandons the form, or replaces the file, leaves a
// resume (personal data) behind that no one can ever read again, and a flood of uploads would
// otherwise fill the disk. Every upload has a grant (docs/decisions/0016-upload-ownership.md): a
// grant no record has claimed within the grace period is forgotten, then its file deleted; the
// store makes forgetting and claiming exclusive, so a file is never deleted under a record. Files
// without a grant (uploaded before grants were recorded, or left by a failed removal) are removed
// as before (docs/decisions/0011-orphan-upload-sweep.md): once older than the grace period and no
// application or position names them. Logs carry counts only, never keys.
import type { AppDeps } from '../deps';

/** How old an unused upload must be before it is removed: grants live ten minutes, forms a while. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/** How often the sweep runs, so an unused upload is gone about an hour after it was granted. */
export const SWEEP_EVERY_MS = 15 * 60 * 1000;

/** Keys handled per store query: bounds the query's size and the memory a large backlog takes. */
const BATCH_SIZE = 200;

/** What one sweep did. */
export interface SweepResult {
  /** Unreferenced uploads removed. */
  removed: number;
  /** Unreferenced uploads that could not be removed (tried again next run). */
  failed: number;
  /** Temp files of uploads a crash interrupted, removed. */
  temporaries: number;
}

type Deps = Pick<AppDeps, 'store' | 'files' | 'log' | 'now'>;

/** Deletes a file whose grant (if any) is already gone, counting the outcome. */
async function deleteFile(
  deps: Deps,
  key: string,
  result: SweepResult,
  errors: Set<string>,
): Promise<void> {
  try {
    await deps.files.delete(key);
    result.removed++;
  } catch (error) {
    // Its grant is gone, so the next sweep finds it as a file without one and tries again; the
    // error's name says enough without naming the file.
    result.failed++;
    errors.add(error instanceof Error ? error.name : 'unknown');
  }
}

/** Forgets the grants no record claimed before `cutoff` and deletes their files. */
async function removeUnclaimedGrants(
  deps: Deps,
  cutoff: Date,
  result: SweepResult,
  errors: Set<string>,
): Promise<void> {
  for (;;) {
    const batch = await deps.store.uploads.listUnclaimedBefore(cutoff, BATCH_SIZE);
    let progress = false;
    for (const { key } of batch) {
      // False when a record claimed it meanwhile: it stays.
      if (!(await deps.store.uploads.deleteUnclaimed(key))) continue;
      progress = true;
      await deleteFile(deps, key, result, errors);
    }
    if (batch.length < BATCH_SIZE || !progress) return;
  }
}

/** Deletes those among `keys` that have no grant and that no record names. */
async function removeUngranted(
  deps: Deps,
  keys: string[],
  result: SweepResult,
  errors: Set<string>,
): Promise<void> {
  const referenced = await deps.store.uploads.referencedKeys(keys);
  for (const key of keys) {
    if (referenced.has(key)) continue;
    // A grant decides about its own file (a claim whose record is still being created, say).
    if (await deps.store.uploads.find(key)) continue;
    await deleteFile(deps, key, result, errors);
  }
}

/** One sweep: removes unused uploads and interrupted uploads' temp files older than `graceMs`. */
export async function sweepOrphanUploads(
  deps: Deps,
  graceMs = ORPHAN_GRACE_MS,
): Promise<SweepResult> {
  const cutoff = deps.now().getTime() - graceMs;
  const result: SweepResult = { removed: 0, failed: 0, temporaries: 0 };
  const errors = new Set<string>();
  await removeUnclaimedGrants(deps, new Date(cutoff), result, errors);
  let batch: string[] = [];
  for await (const { key, storedAt } of deps.files.listStored()) {
    if (storedAt.getTime() >= cutoff) continue;
    batch.push(key);
    if (batch.length < BATCH_SIZE) continue;
    await removeUngranted(deps, batch, result, errors);
    batch = [];
  }
  if (batch.length > 0) await removeUngranted(deps, batch, result, errors);
  result.temporaries = await deps.files.removeStaleTemporaries(new Date(cutoff));
  if (result.failed > 0) {
    deps.log.error({
      msg: 'orphan upload sweep could not remove some files',
      failed: result.failed,
      errors: [...errors],
    });
  }
  return result;
}
