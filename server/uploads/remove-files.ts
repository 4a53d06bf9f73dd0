// Files of deleted records are removed after the records: a leftover file is harmless, a record
// pointing at a missing file is not. Failures are logged, never thrown at the user.
import type { FileKind } from '../../shared/constants';
import type { AppDeps } from '../deps';

/** Deletes stored files by their addresses; foreign addresses are ignored. */
export async function removeFiles(
  deps: Pick<AppDeps, 'files' | 'log'>,
  files: { url: string; kind: FileKind }[],
): Promise<void> {
  for (const { url, kind } of files) {
    const key = deps.files.keyFromUrl(url, kind);
    if (!key) continue;
    try {
      await deps.files.delete(key);
    } catch (error) {
      deps.log.error({
        msg: 'file removal failed',
        kind,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
