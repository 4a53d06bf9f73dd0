// What becomes of a refused edit once the church has chosen between the two versions: the merge is
// queued as a new write against the current version (its own Idempotency-Key; the refused entry
// is then removed, so nothing is lost if the device cannot store the new one), or, when the
// church kept everything as it is now, the refused entry is simply removed.
import { useOnline } from '../../../lib/online-status';
import type { ChurchEntry, ChurchOperation } from '../../../offline/church-queue';
import type { OutboxFile } from '../../../offline/outbox-db';
import { showToast } from '../../../ui/toast';
import { tellOutcome } from '../../../ui/toast-outcome';
import { discardChurchWrite, sendChurchWrite } from '../offline/use-church-outbox';

/** The current version of the refused write's record (EditConflictBody / ProfileConflictBody). */
export function conflictCurrent<T>(entry: ChurchEntry | undefined): T | undefined {
  const problem = entry?.state === 'rejected' ? entry.lastProblem : undefined;
  return problem?.status === 412 && problem.current ? (problem.current as T) : undefined;
}

/** Drops the church's version: the current one stays, nothing is sent. */
async function keepCurrent(refused: ChurchEntry): Promise<void> {
  await discardChurchWrite(refused.id);
  showToast({
    title: 'Current version kept',
    description: 'Your version was discarded; nothing was sent.',
  });
}

/** What the page does with the merge's fate. */
export interface MergeEnding<O extends ChurchOperation> {
  /** Applied: the success toast and the answer kept. */
  delivered: (body: unknown, merge: O) => void;
  /** Applied or kept for later: leave the page. */
  done: () => Promise<unknown>;
  /** Refused again (changed once more, or a field refused): open that entry on this page. */
  reopen: (entryId: string) => Promise<unknown>;
}

/**
 * The conflict screen's two ways out for `refused`. `saveMerge` sends the merge in place of the
 * refused entry and ends it as `ending` says. The refused entry is removed once the merge is
 * stored, while the page moves on from it: waiting for the page to have moved first would keep it
 * for good when the church leaves the page at once. `keepCurrent` drops the church's version and
 * leaves the page.
 */
export function useConflictEnding<O extends ChurchOperation>(
  refused: ChurchEntry,
  ending: MergeEnding<O>,
) {
  const online = useOnline();
  return {
    saveMerge: async (merge: O, file?: OutboxFile): Promise<void> => {
      const outcome = await sendChurchWrite(merge, file ? { file } : {});
      if (outcome.type === 'not-stored') throw outcome.error;
      await Promise.all([
        tellOutcome(outcome, {
          online,
          delivered: (body) => ending.delivered(body, merge),
          done: ending.done,
          failed: async (failed) => {
            await ending.reopen(failed.entry.id);
            return undefined;
          },
        }),
        discardChurchWrite(refused.id),
      ]);
    },
    // Away as it goes: the page shows the refused entry until it is gone.
    keepCurrent: async (): Promise<void> => {
      await Promise.all([ending.done(), keepCurrent(refused)]);
    },
  };
}
