// Erasing a person's records erases what names them elsewhere (docs/decisions/0030-erasure.md):
// the queued and sent mail that names them, and the stored answers of idempotent requests that
// carried their data. Found by the records' ids, which each message and stored answer lists, not
// by searching text. A stored answer is replaced rather than deleted, so replaying its key still
// applies nothing (a withdrawn application is not created again by a replayed submission).
import type { AppDeps } from '../deps';

type Deps = Pick<AppDeps, 'store'>;

/** What a replayed Idempotency-Key answers once the record its answer named is erased. */
export const ERASED_REPLAY_MESSAGE =
  'This request was already carried out. Its answer named a record that has since been deleted.';

/** The stored answer that replaces one naming an erased record. */
export const ERASED_REPLAY = {
  status: 410,
  body: JSON.stringify({ message: ERASED_REPLAY_MESSAGE }),
} as const;

/** What is being erased: the records' ids and the addresses that belonged to them. */
export interface Erased {
  recordIds: readonly string[];
  /** Addresses of the erased people: mail to them that names no record (queued before mail named its records) goes too. */
  addresses?: readonly string[];
}

/** Removes the mail and stored answers that name the erased records; call after deleting them. */
export async function eraseReferences(deps: Deps, erased: Erased): Promise<void> {
  const addresses = erased.addresses ?? [];
  if (erased.recordIds.length === 0 && addresses.length === 0) return;
  await deps.store.mail.deleteWhere({ about: erased.recordIds, to: addresses });
  if (erased.recordIds.length > 0) {
    await deps.store.idempotency.replaceResponsesAbout(erased.recordIds, ERASED_REPLAY);
  }
}
