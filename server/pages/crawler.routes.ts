// GET /robots.txt and GET /sitemap.xml: public, the same for every caller, no session. The sitemap
// is built from the public list's snapshot (positions/public-list-cache.ts), the one the API serves
// /api/positions from, so it costs no query; it is rebuilt only when that snapshot changes, and
// clients may keep it a few minutes.
import Router from '@koa/router';
import type { AppDeps, AppState } from '../deps';
import type { PublicListCache } from '../positions/public-list-cache';
import { robotsTxt } from './robots';
import { sendText } from '../http/send-text';
import { sitemapXml } from './sitemap';

/** How long a client or proxy may keep the sitemap before asking again. */
export const SITEMAP_MAX_AGE_SECONDS = 300;
/** How long robots.txt may be kept: it changes only with PUBLIC_URL. */
export const ROBOTS_MAX_AGE_SECONDS = 3600;

/** The crawler routes; `publicList` is the app's own cache of the public list. */
export function crawlerRoutes(deps: AppDeps, publicList: PublicListCache): Router<AppState> {
  const router = new Router<AppState>();
  const robots = robotsTxt(deps.config.appUrl);
  let sitemap: { listEtag: string; xml: Buffer } | null = null;

  router.get('/robots.txt', async (ctx) => {
    await sendText(ctx, {
      body: robots,
      type: 'text/plain; charset=utf-8',
      cacheControl: `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`,
    });
  });

  router.get('/sitemap.xml', async (ctx) => {
    const snapshot = await publicList.current();
    if (sitemap?.listEtag !== snapshot.etag) {
      const xml = Buffer.from(sitemapXml(deps.config, snapshot.positions));
      sitemap = { listEtag: snapshot.etag, xml };
    }
    await sendText(ctx, {
      body: sitemap.xml,
      type: 'application/xml; charset=utf-8',
      cacheControl: `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`,
    });
  });

  return router;
}
