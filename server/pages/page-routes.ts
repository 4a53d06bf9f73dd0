// Which page of the web app a path is, as far as the server's answer is concerned: the public pages
// search engines should find (/, /jobs, a position), the private ones they should not, and the rest
// (the app's own not-found page). robots.txt disallows the same private prefixes, so a crawler is
// told twice and a person who shares a private link still gets a page that says noindex.

/** A path of the web app, as the server renders it. */
export type PageRoute =
  | { kind: 'home' }
  | { kind: 'jobs' }
  | { kind: 'position'; id: string }
  | { kind: 'private' }
  | { kind: 'other' };

/**
 * Prefixes of the pages that belong to one person (a church, an admin, a student's own status link,
 * the device's outbox, saved list and applications, sign-in): never indexed. robots.txt prefix
 * semantics: '/login' also covers '/login?mode=sign-up'.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/church/',
  '/admin/',
  '/application-status/',
  '/outbox',
  '/saved',
  '/my-applications',
  '/login',
  '/select-role',
  '/reset-password',
  '/keep-open/',
] as const;

/** Longest position id looked up; ids are UUIDs, anything much longer is no position. */
const MAX_ID_LENGTH = 200;

const POSITION_PATH = /^\/jobs\/([^/]+)\/?$/;

/** Whether the path is under one of PRIVATE_PATH_PREFIXES ('/church' counts as '/church/'). */
export function isPrivatePath(path: string): boolean {
  return PRIVATE_PATH_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** The decoded id of a position path's segment; '' when it cannot be one (malformed, too long). */
function decodedId(segment: string): string {
  if (segment.length > MAX_ID_LENGTH) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The page a request path (ctx.path: without the query, not yet decoded) shows. */
export function matchPage(path: string): PageRoute {
  if (path === '/') return { kind: 'home' };
  if (path === '/jobs' || path === '/jobs/') return { kind: 'jobs' };
  const position = POSITION_PATH.exec(path);
  // A malformed id ('') is no position: its page is the app's 'Position Not Found'.
  if (position) return { kind: 'position', id: decodedId(position[1] ?? '') };
  if (isPrivatePath(path)) return { kind: 'private' };
  return { kind: 'other' };
}
