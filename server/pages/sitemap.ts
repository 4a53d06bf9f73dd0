// sitemap.xml: the landing page, the list and every public position's page, on PUBLIC_URL, each
// position with its last change (the list with the newest of them).
import { escapeHtml } from '../http/escape-html';
import { pageUrl, positionPath, type SiteInfo } from './page-head';

/** What the sitemap needs of a public position. */
export interface SitemapPosition {
  id: string;
  updatedAt: string;
}

function entry(loc: string, lastmod?: string): string {
  const modified = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${modified}</url>`;
}

/** The sitemap of a board whose public positions are `positions`. */
export function sitemapXml(site: SiteInfo, positions: readonly SitemapPosition[]): string {
  const newest = positions.reduce<string | undefined>(
    (latest, position) =>
      latest === undefined || position.updatedAt > latest ? position.updatedAt : latest,
    undefined,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry(pageUrl(site, '/')),
    entry(pageUrl(site, '/jobs'), newest),
    ...positions.map((position) =>
      entry(pageUrl(site, positionPath(position.id)), position.updatedAt),
    ),
    '</urlset>',
    '',
  ].join('\n');
}
