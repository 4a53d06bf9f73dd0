// The open positions as feeds, for the college's website and church newsletters: RSS 2.0 and JSON
// Feed 1.1 of the same items, newest first, each the position's title and church, its page on
// PUBLIC_URL, the day it went live and its description as plain text (docs/decisions/
// 0052-position-feeds.md). Pure: the route gives the positions and the list's query.
import { FEED_PATHS, FEED_TYPES } from '../../shared/feed-paths';
import { POSITION_FIELDS } from '../../shared/position-fields';
import {
  browseSearchQuery,
  matchesBrowseSearch,
  type BrowseSearch,
} from '../../shared/position-search';
import { positionHeading } from '../../shared/page-titles';
import type { PositionWithChurch } from '../../shared/types';
import { escapeHtml } from '../http/escape-html';
import { pageUrl, positionPath, siteName, type SiteInfo } from '../pages/page-head';

/** The most items a feed carries: readers show the newest, and a feed stays a few tens of KB. */
export const FEED_ITEMS = 50;

/** The JSON Feed version written. */
export const JSON_FEED_VERSION = 'https://jsonfeed.org/version/1.1';

/** 'Full-time' or 'Part-time', as the post form names a type. */
const TYPE_LABELS = POSITION_FIELDS.positionType.options;

/** One position as both feeds write it. */
interface FeedItem {
  url: string;
  title: string;
  text: string;
  /** When it went live (approval, reopening), else when it was posted. */
  published: Date;
  typeLabel: string;
  churchName: string | null;
}

/** A feed of the list `search` names. */
export interface PositionFeed {
  title: string;
  description: string;
  /** The list's page in the app. */
  homeUrl: string;
  /** This feed's own address, per format. */
  feedUrl: Record<keyof typeof FEED_PATHS, string>;
  items: FeedItem[];
}

/** The feed of `positions` (the public list, newest first) that match `search`. */
export function positionFeed(
  site: SiteInfo,
  positions: readonly PositionWithChurch[],
  search: BrowseSearch,
): PositionFeed {
  const query = browseSearchQuery(search);
  const typed = search.type ? `${TYPE_LABELS[search.type].toLowerCase()} positions` : 'positions';
  const kind = search.q ? `${typed} matching "${search.q}"` : typed;
  return {
    title: `${siteName(site)}: open ${kind}`,
    description: `Open ${kind} at churches near ${site.collegeName}. Students apply on the job board, no account required.`,
    homeUrl: pageUrl(site, `/jobs${query}`),
    feedUrl: {
      rss: pageUrl(site, `${FEED_PATHS.rss}${query}`),
      json: pageUrl(site, `${FEED_PATHS.json}${query}`),
    },
    items: positions
      .filter((position) => matchesBrowseSearch(position, search))
      .slice(0, FEED_ITEMS)
      .map((position) => ({
        url: pageUrl(site, positionPath(position.id)),
        title: positionHeading(position.title, position.church?.churchName),
        text: position.description.trim(),
        published: new Date(position.approvedAt ?? position.createdAt),
        typeLabel: TYPE_LABELS[position.positionType],
        churchName: position.church?.churchName ?? null,
      })),
  };
}

/** The feed as RSS 2.0, with its own address as atom:link (as validators ask). */
export function rssXml(feed: PositionFeed): string {
  const newest = feed.items[0]?.published;
  const item = (entry: FeedItem) =>
    [
      '    <item>',
      `      <title>${escapeHtml(entry.title)}</title>`,
      `      <link>${escapeHtml(entry.url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(entry.url)}</guid>`,
      `      <pubDate>${entry.published.toUTCString()}</pubDate>`,
      `      <category>${escapeHtml(entry.typeLabel)}</category>`,
      `      <description>${escapeHtml(entry.text)}</description>`,
      '    </item>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(feed.title)}</title>`,
    `    <link>${escapeHtml(feed.homeUrl)}</link>`,
    `    <description>${escapeHtml(feed.description)}</description>`,
    '    <language>en-us</language>',
    `    <atom:link href="${escapeHtml(feed.feedUrl.rss)}" rel="self" type="${FEED_TYPES.rss}" />`,
    ...(newest ? [`    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>`] : []),
    ...feed.items.map(item),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The feed as JSON Feed 1.1. */
export function jsonFeed(feed: PositionFeed): Record<string, unknown> {
  return {
    version: JSON_FEED_VERSION,
    title: feed.title,
    home_page_url: feed.homeUrl,
    feed_url: feed.feedUrl.json,
    description: feed.description,
    language: 'en-US',
    items: feed.items.map((entry) => ({
      id: entry.url,
      url: entry.url,
      title: entry.title,
      content_text: entry.text,
      date_published: entry.published.toISOString(),
      tags: [entry.typeLabel],
      ...(entry.churchName ? { authors: [{ name: entry.churchName }] } : {}),
    })),
  };
}
