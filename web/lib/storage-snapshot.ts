// Which databases this device had when the app started, listed before the offline layer opens (and
// so re-creates) them. Taken when the root layout's module loads; the storage status, which loads
// after the first render to keep /jobs light, compares it with what the device is known to have had.

/** The databases at start, or null where the browser cannot list them. */
export const databasesAtStart: Promise<IDBDatabaseInfo[] | null> =
  typeof indexedDB !== 'undefined' && typeof indexedDB.databases === 'function'
    ? indexedDB.databases().catch(() => null)
    : Promise.resolve(null);
