// What this device had when the app started, taken before the offline layer opens (and so
// re-creates) its databases: the databases the device is known to have had (the storage status's
// marker in localStorage), then the databases listed. Taken when the root layout's module loads;
// the storage status, which loads after the first render to keep /jobs light, compares the two.
//
// The marker is read first, and the comparison uses that reading, never a later one: another tab
// opened a moment earlier may record databases it created after this list was taken, and those
// would look cleared. A database in the marker read first existed before the list was
// taken, so its absence from the list means it really was removed.

/** The outbox's database (web/offline/outbox-db.ts), for the checks that must not open it. */
export const OUTBOX_DATABASE = 'job-board-outbox';

/** localStorage: the databases seen on this device, to notice when they are gone. */
export const SAVED_DATA_MARKER = 'job-board:saved-data';

function readSavedDataMarker(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(SAVED_DATA_MARKER);
  } catch {
    return null; // storage blocked: nothing known
  }
}

/** The marker as it was at start, read before the databases were listed (null: none). */
export const savedDataAtStart: string | null = readSavedDataMarker();

/** The databases at start, or null where the browser cannot list them. */
export const databasesAtStart: Promise<IDBDatabaseInfo[] | null> =
  typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function'
    ? indexedDB.databases().catch(() => null)
    : Promise.resolve(null);

/** Whether the outbox's database was there at start (true where the browser cannot tell). */
export async function outboxAtStart(): Promise<boolean> {
  const databases = await databasesAtStart;
  return databases === null || databases.some((database) => database.name === OUTBOX_DATABASE);
}
