// Every (method, path) the app answers, read from its routers, so attack tests can fail when a
// route has no case yet instead of silently skipping it.
import { apiRouters } from '../app';
import { localUploadRoutes } from '../files/local/local-upload.routes';
import type { LocalFileStorage } from '../files/local/local-storage';
import { healthRoutes } from '../health/health.routes';
import { crawlerRoutes } from '../pages/crawler.routes';
import { feedRoutes } from '../feeds/feed.routes';
import { createPublicListCache } from '../positions/public-list-cache';
import type { TestApp } from './test-app';

/** One route as its router declares it, e.g. `GET /api/positions/:id`. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

/** The methods that change state. */
export const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes answered by plain middleware ahead of the routers: the public list
 * (server/positions/public-list.route.ts) and its synced cards (public-list-sync.route.ts), which
 * also answer HEAD.
 */
const MIDDLEWARE_ROUTES: DeclaredRoute[] = [
  { method: 'GET', path: '/api/positions' },
  { method: 'GET', path: '/api/positions/sync' },
];

/** The part of a @koa/router router this reads. */
interface RouterStack {
  stack: { methods: string[]; path: string | RegExp }[];
}

function declared(router: RouterStack): DeclaredRoute[] {
  return router.stack.flatMap((layer) =>
    // Middleware added with router.use() has no methods; HEAD comes with every GET.
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({ method, path: String(layer.path) })),
  );
}

/** Every route of a test app (which stores files locally), sorted, as `METHOD path` keys. */
export function appRoutes(app: TestApp): string[] {
  const files = app.deps.files;
  if (files.kind !== 'local') throw new Error('appRoutes: test apps store files locally');
  const routers: RouterStack[] = [
    healthRoutes(app.deps, { isStopping: () => false }),
    crawlerRoutes(app.deps, createPublicListCache(app.deps.store)),
    feedRoutes(app.deps, createPublicListCache(app.deps.store)),
    localUploadRoutes(files as LocalFileStorage),
    ...apiRouters(app.deps),
  ];
  const keys = [...MIDDLEWARE_ROUTES, ...routers.flatMap(declared)].map(
    (route) => `${route.method} ${route.path}`,
  );
  return [...new Set(keys)].sort();
}
