// Removes uploads nothing points at: a student who abandons the form, or replaces the file, leaves a
// resume (personal data) behind that no one can ever read again. A file is removed only once it is
// older than the grace period (docs/decisions/0011-orphan-upload-sweep.md) and no application or
// position names it. Logs carry counts only, never keys.
import type { AppDeps } from '../deps';

/** How old an unreferenced upload must be before it is removed: a day, far beyond any form session. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** Keys asked about per store query: bounds the query's size and the memory a large backlog takes. */
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

/** Deletes the unreferenced ones among `keys`. */
async function removeUnreferenced(
  deps: Pick<AppDeps, 'store' | 'files'>,
  keys: string[],
  result: SweepResult,
  errors: Set<string>,
): Promise<void> {
  const referenced = await deps.store.uploads.referencedKeys(keys);
  for (const key of keys) {
    if (referenced.has(key)) continue;
    try {
      await deps.files.delete(key);
      result.removed++;
    } catch (error) {
      // The next sweep tries again; the error's name says enough without naming the file.
      result.failed++;
      errors.add(error instanceof Error ? error.name : 'unknown');
    }
  }
}

/** One sweep: removes unreferenced uploads and interrupted uploads' temp files older than `graceMs`. */
export async function sweepOrphanUploads(
  deps: Pick<AppDeps, 'store' | 'files' | 'log' | 'now'>,
  graceMs = ORPHAN_GRACE_MS,
): Promise<SweepResult> {
  const cutoff = deps.now().getTime() - graceMs;
  const result: SweepResult = { removed: 0, failed: 0, temporaries: 0 };
  const errors = new Set<string>();
  let batch: string[] = [];
  for await (const { key, storedAt } of deps.files.listStored()) {
    if (storedAt.getTime() >= cutoff) continue;
    batch.push(key);
    if (batch.length < BATCH_SIZE) continue;
    await removeUnreferenced(deps, batch, result, errors);
    batch = [];
  }
  if (batch.length > 0) await removeUnreferenced(deps, batch, result, errors);
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
