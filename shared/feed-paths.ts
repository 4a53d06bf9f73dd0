// The feeds of open positions (RSS 2.0 and JSON Feed): the server serves them at these paths, and
// the list's page names them in its head so readers find them; either takes the list's own query
// (shared/position-search.ts).

/** The feeds' paths, per format. */
export const FEED_PATHS = { rss: '/feeds/positions.xml', json: '/feeds/positions.json' } as const;

/** The feeds' content types, per format. */
export const FEED_TYPES = {
  rss: 'application/rss+xml',
  json: 'application/feed+json',
} as const satisfies Record<keyof typeof FEED_PATHS, string>;
