// The names files were uploaded with, read back for the screens and the downloads that show them
// (docs/decisions/0044-uploaded-file-names.md). A stored address ends with its storage key, whatever
// origin it was stored with, so the key is read from its tail.
import type { PositionRevision } from '../../shared/types';
import type { AppDeps } from '../deps';
import { keyTailOf } from '../store/upload-references';

type Deps = Pick<AppDeps, 'store'>;

/** The uploaded names of the files at these addresses, by address; unknown names are left out. */
export async function uploadedNamesOf(
  deps: Deps,
  addresses: readonly (string | null)[],
): Promise<Map<string, string>> {
  const stored = addresses.filter((address): address is string => Boolean(address));
  const names = await deps.store.uploads.namesOf(stored.map(keyTailOf));
  const byAddress = new Map<string, string>();
  for (const address of stored) {
    const name = names.get(keyTailOf(address));
    if (name !== undefined) byAddress.set(address, name);
  }
  return byAddress;
}

/** The uploaded name of the file at `address`; null without a file or when it was not kept. */
export async function uploadedNameOf(deps: Deps, address: string | null): Promise<string | null> {
  return (await uploadedNamesOf(deps, [address])).get(address ?? '') ?? null;
}

/** The name the stored file `key` is served under, when its upload kept one. */
export async function downloadNameOf(deps: Deps, key: string): Promise<string | undefined> {
  return (await deps.store.uploads.find(key))?.name ?? undefined;
}

/**
 * The uploaded names of a position's files, live and in its waiting edit, by address: what its
 * church's and the admin's views carry as `fileNames`.
 */
export function fileNamesOfPosition(
  names: ReadonlyMap<string, string>,
  position: { jobDescriptionUrl: string | null; revision: PositionRevision | null },
): Record<string, string> {
  const fileNames: Record<string, string> = {};
  for (const address of [position.jobDescriptionUrl, position.revision?.data.jobDescriptionUrl]) {
    const name = address ? names.get(address) : undefined;
    if (address && name !== undefined) fileNames[address] = name;
  }
  return fileNames;
}

/** The uploaded names of every file these positions and their waiting edits name, by address. */
export function namesOfPositionFiles(
  deps: Deps,
  positions: readonly { jobDescriptionUrl: string | null; revision: PositionRevision | null }[],
): Promise<Map<string, string>> {
  return uploadedNamesOf(
    deps,
    positions.flatMap((p) => [p.jobDescriptionUrl, p.revision?.data.jobDescriptionUrl ?? null]),
  );
}
