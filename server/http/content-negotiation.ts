// Two header questions of responses kept precompressed and revalidated: which encoding to send,
// and whether the client already holds the current ETag. The ETag is compared here rather than
// through ctx.fresh, which says stale for any request with `Cache-Control: no-cache`, and fetch()
// adds that to every request carrying If-None-Match.

/** The encodings the server can send, best first when the client likes them equally. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Picks br, gzip or identity from an Accept-Encoding header, honouring q-values. */
export function chooseEncoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  let best: ContentCoding = 'identity';
  let bestQ = 0;
  let star = -1;
  for (const part of acceptEncoding.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (!(q > 0)) continue;
    if (name === '*') star = q;
    // Ties go to br: it is the smallest of the three.
    else if (name === 'br' && (q > bestQ || (q === bestQ && best !== 'br')))
      [best, bestQ] = ['br', q];
    else if (name === 'gzip' && q > bestQ) [best, bestQ] = ['gzip', q];
  }
  if (bestQ === 0 && star > 0) return 'br';
  return best;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const opaque = etag.startsWith('W/') ? etag.slice(2) : etag;
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === opaque) return true;
  }
  return false;
}
