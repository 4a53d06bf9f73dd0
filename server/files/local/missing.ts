// A path that is not there is an answer here (nothing uploaded yet, deleted since it was listed),
// not a failure: every reader of DATA_DIR's files asks the same question the same way.
import { open, type FileHandle } from 'node:fs/promises';

/** Whether a file system error says the path does not exist (or runs through a file). */
export function isMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === 'ENOENT' || error.code === 'ENOTDIR')
  );
}

/** `file` opened for reading, or undefined when it does not exist. */
export async function openIfPresent(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
