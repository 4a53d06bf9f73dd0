// The wording of the pages' <title>: the server writes it into each page's head
// (server/pages/page-head.ts) and the app sets it as the student moves between pages
// (web/lib/use-page-title.ts), so a tab reads the same however the page was reached.

/** The board's name: '{college} Job Board'. */
export function siteName(collegeName: string): string {
  return `${collegeName} Job Board`;
}

/** A page's title: '{heading} · {college} Job Board', or the board's name alone. */
export function pageTitle(collegeName: string, heading?: string): string {
  return heading ? `${heading} · ${siteName(collegeName)}` : siteName(collegeName);
}

/** How a position is named in titles and previews: '{title} at {church}'. */
export function positionHeading(title: string, churchName: string | null | undefined): string {
  return churchName ? `${title} at ${churchName}` : title;
}

/** The list's heading. */
export const BROWSE_HEADING = 'Browse Positions';

/** A position that is not public. */
export const NOT_FOUND_HEADING = 'Position Not Found';
