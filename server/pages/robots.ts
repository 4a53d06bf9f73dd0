// robots.txt: everything may be crawled but the API and the pages of one person (the same prefixes
// the server marks noindex, page-routes.ts), and the sitemap is named. The public position data the
// app's pages read stays open: a search engine that runs the app fetches /api/positions and
// /api/config to render a position, and a blocked fetch would leave it an empty page.
import { PRIVATE_PATH_PREFIXES } from './page-routes';

/** The API paths a rendering crawler needs for the public pages. */
const OPEN_API_PATHS = ['/api/positions', '/api/config'] as const;

/** The text of /robots.txt for a board at `appUrl`. */
export function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...OPEN_API_PATHS.map((path) => `Allow: ${path}`),
    'Disallow: /api/',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
