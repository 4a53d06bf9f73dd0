// Produces a page's HTML from the built index.html: the one place where the server writes into the
// app's document. Today it puts the page's head between the template's markers (web/index.html);
// the server-rendered first screen (issue 13, point 1) adds its markup and the data it was rendered
// from here too, so every page keeps coming out of this one function (docs/decisions/0022).

/** Where the page's head goes in web/index.html; the default title and description sit between. */
export const HEAD_START = '<!-- page-head -->';
/** The end of the head's place. */
export const HEAD_END = '<!-- /page-head -->';

/** The parts of a page the server fills in; each is HTML, already escaped by its builder. */
export interface PageParts {
  /** The tags from page-head.ts headHtml. */
  head: string;
}

/** What the server answers for an app path. */
export interface AppPage {
  status: number;
  html: string;
  /** Also says `X-Robots-Tag: noindex` (the head says it too). */
  noindex: boolean;
  /** Depends on who asks (a church's own pending position): `private`, never in a shared cache. */
  private: boolean;
}

/**
 * The template with the parts in place. A template without the markers (a build older than them)
 * comes back unchanged: the app still starts, only without the page's own head.
 */
export function renderPage(template: string, parts: PageParts): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return template;
  // Concatenated, not String.replace: a `$&` in a position's title must stay text.
  return `${template.slice(0, start)}${parts.head}${template.slice(end + HEAD_END.length)}`;
}
