// Reads past the port: every table (SQLite) or collection (MongoDB) of a store, searched for a
// person's e-mail, name or phone. What erasure tests use to show that nothing anywhere still holds
// them (docs/decisions/0030-erasure.md).
import { dumpCollections } from '../store/mongodb/mongo-store';
import type { Store } from '../store/port';
import { dumpTables } from '../store/sqlite/sqlite-store';

/** Every row or document of the store, by table or collection name. */
export function dumpStore(store: Store): Promise<Record<string, unknown[]>> {
  return store.kind === 'sqlite' ? dumpTables(store) : dumpCollections(store);
}

/**
 * Where the store still holds any of `needles` (case-insensitive): one line per table or
 * collection and needle, with the first row that holds it. Empty when nothing does.
 */
export async function findPersonalData(
  store: Store,
  needles: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  const dump = await dumpStore(store);
  for (const [name, rows] of Object.entries(dump)) {
    const texts = rows.map((row) => JSON.stringify(row).toLowerCase());
    for (const needle of needles) {
      const hit = texts.find((text) => text.includes(needle.toLowerCase()));
      if (hit !== undefined) found.push(`${name} holds "${needle}": ${hit.slice(0, 300)}`);
    }
  }
  return found;
}
