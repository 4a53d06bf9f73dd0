// Chooses the adapter from the configuration: MongoDB when MONGODB_URL is set (scale-out), else the
// embedded SQLite file in DATA_DIR, so `npm start` needs nothing else installed. Both adapters run
// on the main thread (docs/decisions/0018).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openMongoStore } from './mongodb/mongo-store';
import type { Store } from './port';
import { openSqliteStore } from './sqlite/sqlite-store';

/** The SQLite file's name inside the data directory. */
export const SQLITE_FILE_NAME = 'job-board.sqlite';

/** Opens MongoDB at `mongodbUrl` when set, else SQLite at `<dataDir>/job-board.sqlite` (creating the directory). */
export async function openStore(config: {
  mongodbUrl: string | null;
  dataDir: string;
}): Promise<Store> {
  if (config.mongodbUrl) return openMongoStore(config.mongodbUrl);
  // Only the server's user may enter a data directory it creates (the database, uploads, mail).
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  return openSqliteStore(path.join(config.dataDir, SQLITE_FILE_NAME));
}
