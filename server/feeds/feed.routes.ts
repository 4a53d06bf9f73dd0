// GET /feeds/positions.xml (RSS 2.0) and GET /feeds/positions.json (JSON Feed): public, the same
// for every caller, no session. Built per request from the public list's snapshot (no query): a
// filter over the list and the newest FEED_ITEMS written out, a few milliseconds; readers poll
// rarely and get a 304 for an unchanged feed. The query is the list's own (?type=part-time).
import Router from '@koa/router';
import { FEED_PATHS, FEED_TYPES } from '../../shared/feed-paths';
import { parseBrowseSearch } from '../../shared/position-search';
import type { AppDeps, AppState } from '../deps';
import { sendText } from '../http/send-text';
import type { PublicListCache } from '../positions/public-list-cache';
import { jsonFeed, positionFeed, rssXml } from './position-feeds';

/** How long a reader or proxy may keep a feed before asking again. */
export const FEED_MAX_AGE_SECONDS = 300;

const CACHE_CONTROL = `public, max-age=${FEED_MAX_AGE_SECONDS}`;

/** The feed routes; `publicList` is the app's own cache of the public list. */
export function feedRoutes(deps: AppDeps, publicList: PublicListCache): Router<AppState> {
  const router = new Router<AppState>();
  const feedFor = async (query: Record<string, unknown>) =>
    positionFeed(deps.config, (await publicList.current()).positions, parseBrowseSearch(query));

  router.get(FEED_PATHS.rss, async (ctx) => {
    await sendText(ctx, {
      body: rssXml(await feedFor(ctx.query)),
      type: `${FEED_TYPES.rss}; charset=utf-8`,
      cacheControl: CACHE_CONTROL,
    });
  });

  router.get(FEED_PATHS.json, async (ctx) => {
    await sendText(ctx, {
      body: JSON.stringify(jsonFeed(await feedFor(ctx.query))),
      type: `${FEED_TYPES.json}; charset=utf-8`,
      cacheControl: CACHE_CONTROL,
    });
  });

  return router;
}
