// Which storage keys a set of stored file addresses name, shared by both store adapters. A stored
// address is the upload address without its query (`<origin>/api/uploads/<key>` locally, the bucket
// URL plus key on S3), and its origin can change with PUBLIC_URL or the S3 endpoint, so addresses
// are matched on their key-shaped tail, never compared whole.

/** The last two path segments of an address, without query or fragment: where a key would be. */
export function keyTailOf(address: string): string {
  const path = address.split(/[?#]/, 1)[0] ?? '';
  const last = path.lastIndexOf('/');
  const before = last <= 0 ? -1 : path.lastIndexOf('/', last - 1);
  return path.slice(before + 1);
}

/** The keys among `keys` (each `<folder>/<name>`) that at least one of `addresses` names. */
export function keysNamedBy(addresses: Iterable<string>, keys: readonly string[]): Set<string> {
  const wanted = new Set(keys);
  const named = new Set<string>();
  for (const address of addresses) {
    const tail = keyTailOf(address);
    if (wanted.has(tail)) named.add(tail);
  }
  return named;
}
