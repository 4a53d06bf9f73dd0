// The <head> tags of each page the server answers: title, meta description, canonical URL, the
// link-preview tags chat apps read (Open Graph, Twitter card), robots and a position's JobPosting.
// Every value is escaped for where it goes: attribute and element text through escapeHtml, the
// JSON-LD through jsonLdScript. Canonical and og:url come from PUBLIC_URL (config.appUrl), never
// from the request's Host.
import { closedHeadline } from '../../shared/closed-position';
import { FEED_PATHS, FEED_TYPES } from '../../shared/feed-paths';
import { POSITION_FIELDS } from '../../shared/position-fields';
import type { ClosedPosition, PositionDetail } from '../../shared/types';
import type { Config } from '../config';
import {
  BROWSE_HEADING,
  NOT_FOUND_HEADING,
  pageTitle,
  positionHeading,
  siteName as sharedSiteName,
} from '../../shared/page-titles';
import { escapeHtml } from '../http/escape-html';
import { isHttpsUrl, jobPosting, jsonLdScript } from './job-posting';

/** What every page's head names: where the board lives and whose it is. */
export type SiteInfo = Pick<Config, 'appUrl' | 'collegeName' | 'collegeCountry'>;

/** Link-preview tags: og:title, og:description, og:image and their Twitter card twins. */
export interface LinkPreview {
  title: string;
  description: string;
  /** An https image (a church's logo); left out otherwise. */
  image?: string;
}

/** The head of one page. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page search engines should index; only on indexable pages. */
  canonical?: string;
  /** `<meta name="robots" content="noindex">`: private pages, missing positions. */
  noindex?: boolean;
  /** Open Graph and Twitter card tags (og:url is the canonical). */
  preview?: LinkPreview;
  /** A schema.org object, written as a JSON-LD script. */
  jsonLd?: Record<string, unknown>;
  /** Other forms of the page (its feeds), as `<link rel="alternate">`. */
  alternates?: Array<{ type: string; title: string; href: string }>;
}

/** Longest meta description: what search results show before cutting. */
export const DESCRIPTION_LENGTH = 155;

/** The board's name as pages and previews show it: '{college} Job Board'. */
export function siteName(site: SiteInfo): string {
  return sharedSiteName(site.collegeName);
}

/** The absolute address of an app path on PUBLIC_URL. */
export function pageUrl(site: SiteInfo, path: string): string {
  return `${site.appUrl}${path}`;
}

/** The path of a position's page (its id encoded). */
export function positionPath(id: string): string {
  return `/jobs/${encodeURIComponent(id)}`;
}

/**
 * Text folded to single spaces and cut to at most `max` characters at a word boundary, with an
 * ellipsis when cut.
 */
export function snippet(text: string, max = DESCRIPTION_LENGTH): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  // Cut inside a word: drop it, unless that leaves too little (one very long word).
  const lastSpace = folded[max - 1] === ' ' ? cut.length : cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The head's tags as HTML, one per line, for render-page.ts to put into index.html. */
export function headHtml(head: PageHead, site: SiteInfo): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.preview) {
    const { title, description, image } = head.preview;
    tags.push(
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', siteName(site)),
      meta('property', 'og:title', title),
      meta('property', 'og:description', description),
    );
    if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
    if (image) tags.push(meta('property', 'og:image', image));
    tags.push(
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
    );
    if (image) tags.push(meta('name', 'twitter:image', image));
  }
  for (const { type, title, href } of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(type)}" title="${escapeHtml(title)}" href="${escapeHtml(href)}" />`,
    );
  }
  if (head.jsonLd) tags.push(jsonLdScript(head.jsonLd));
  return tags.join('\n    ');
}

/** An indexable page with the same title and description in its preview. */
function publicHead(
  site: SiteInfo,
  path: string,
  title: string,
  description: string,
  previewTitle = title,
): PageHead {
  return {
    title,
    description,
    canonical: pageUrl(site, path),
    preview: { title: previewTitle, description },
  };
}

/** The landing page. */
export function homeHead(site: SiteInfo): PageHead {
  return publicHead(
    site,
    '/',
    siteName(site),
    `Ministry and marketplace positions at churches near ${site.collegeName}. Students browse and apply without an account; churches post their openings.`,
  );
}

/** The list of positions, with its feeds. */
export function jobsHead(site: SiteInfo): PageHead {
  const title = `${siteName(site)}: open positions`;
  return {
    ...publicHead(
      site,
      '/jobs',
      pageTitle(site.collegeName, BROWSE_HEADING),
      `Open positions at churches near ${site.collegeName}: search by position, church or location and apply directly, no account required.`,
      BROWSE_HEADING,
    ),
    alternates: [
      { type: FEED_TYPES.rss, title: `${title} (RSS)`, href: pageUrl(site, FEED_PATHS.rss) },
      {
        type: FEED_TYPES.json,
        title: `${title} (JSON Feed)`,
        href: pageUrl(site, FEED_PATHS.json),
      },
    ],
  };
}

/** 'Full-time' or 'Part-time', as the post form names a type. */
const TYPE_LABELS = POSITION_FIELDS.positionType.options;

/**
 * A public position: '{title} at {church}', the place and the hours in the preview (so a link in a
 * chat shows the position, the church and where), the church's https logo as its image, and the
 * JobPosting.
 */
export function positionHead(site: SiteInfo, position: PositionDetail): PageHead {
  const church = position.church;
  const canonical = pageUrl(site, positionPath(position.id));
  const heading = positionHeading(position.title, church?.churchName);
  const hours = `${TYPE_LABELS[position.positionType]}${position.employmentType === 'internship' ? ' internship' : ''}`;
  const lead = church ? `${hours} in ${church.location}. ` : `${hours}. `;
  return {
    title: pageTitle(site.collegeName, heading),
    description: snippet(position.description),
    canonical,
    preview: {
      title: heading,
      description: `${lead}${snippet(position.description, Math.max(60, 200 - lead.length))}`,
      ...(isHttpsUrl(church?.logoUrl) && { image: church.logoUrl }),
    },
    jsonLd: jobPosting(position, canonical, site.collegeCountry),
  };
}

/** A position that is not public (unknown, pending or closed): the app says 'Position Not Found'. */
export function missingPositionHead(site: SiteInfo): PageHead {
  return {
    title: pageTitle(site.collegeName, NOT_FOUND_HEADING),
    description: "The position you're looking for doesn't exist or has been removed.",
    noindex: true,
  };
}

/** A position that was public and has closed: named as it was, said closed, never indexed. */
export function closedPositionHead(site: SiteInfo, closed: ClosedPosition): PageHead {
  return {
    title: pageTitle(site.collegeName, positionHeading(closed.title, closed.churchName)),
    description: `${closedHeadline(closed)}.`,
    noindex: true,
  };
}

/** Pages of one person (church, admin, sign-in, a student's status) and unknown addresses. */
export function privateHead(site: SiteInfo): PageHead {
  return {
    title: siteName(site),
    description: `The job board of ${site.collegeName}.`,
    noindex: true,
  };
}
