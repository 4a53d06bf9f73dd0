// createApp builds the Koa application from its dependencies and never listens: main.ts listens,
// tests call app.callback() without a port.
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import Koa from 'koa';
import type { AppDeps, AppState } from './deps';
import { accountRoutes } from './account/account.routes';
import { adminRoutes } from './admin/admin.routes';
import { applicationRoutes } from './applications/application.routes';
import { reviewRoutes } from './applications/review.routes';
import { statusPageRoutes } from './applications/status-page.routes';
import { authRoutes } from './auth/auth.routes';
import { loadUser, sessionMiddleware } from './auth/session';
import { churchRoutes } from './church/church.routes';
import type { LocalFileStorage } from './files/local/local-storage';
import { localUploadRoutes } from './files/local/local-upload.routes';
import type { FileStorage } from './files/port';
import { healthRoutes, type Lifecycle } from './health/health.routes';
import { errorHandler } from './middleware/error-handler';
import { jsonDepthLimit } from './middleware/json-depth';
import { originCheck } from './middleware/origin-check';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { staticFiles } from './middleware/static-files';
import { bucketBaseUrl } from './files/s3/s3-storage';
import { appPage } from './pages/app-pages';
import { crawlerRoutes } from './pages/crawler.routes';
import { feedRoutes } from './feeds/feed.routes';
import { firstScreenList } from './pages/first-screen-list';
import { firstScreenRenderer } from './pages/first-screen-renderer';
import { matchPage } from './pages/page-routes';
import { createPublicListCache } from './positions/public-list-cache';
import { publicListInvalidation } from './positions/public-list-invalidation';
import { publicListRoute } from './positions/public-list.route';
import { publicListSyncRoute } from './positions/public-list-sync.route';
import { keepOpenRoutes } from './positions/keep-open.routes';
import { positionRoutes } from './positions/position.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { uploadGate } from './uploads/upload-grants';
import { uploadRoutes } from './uploads/upload.routes';

/** Largest JSON body accepted: a position with every field full fits well within it. */
export const JSON_BODY_LIMIT = '256kb';

/** Runs a middleware for /api requests only, so static files skip sessions and body parsing. */
function forApi(middleware: Koa.Middleware<AppState>): Koa.Middleware<AppState> {
  return async function apiOnly(ctx, next) {
    if (ctx.path.startsWith('/api/')) await middleware(ctx, next);
    else await next();
  };
}

/** The pages whose answer depends on who asks. */
const VIEWER_PAGES = new Set(['home', 'jobs', 'position']);

/**
 * Runs a middleware for /api requests and for the pages whose answer depends on who asks:
 * sessions and the signed-in user. A position is seen by its church and admins before it is public,
 * and /, /jobs and a position's page are server-rendered with the viewer's top bar.
 */
function forApiAndViewerPages(middleware: Koa.Middleware<AppState>): Koa.Middleware<AppState> {
  return async function apiOrViewerPage(ctx, next) {
    if (
      ctx.path.startsWith('/api/') ||
      ((ctx.method === 'GET' || ctx.method === 'HEAD') &&
        VIEWER_PAGES.has(matchPage(ctx.path).kind))
    )
      await middleware(ctx, next);
    else await next();
  };
}

/** Local storage receives uploads itself; S3 receives them directly from the browser. */
function isLocalStorage(files: FileStorage): files is LocalFileStorage {
  return files.kind === 'local';
}

/**
 * The routers of the API, in the order createApp mounts them after sessions. The authorisation
 * matrix walks them, so a new route cannot go without a row.
 */
export function apiRouters(deps: AppDeps): Router<AppState>[] {
  return [
    publicConfigRoutes(deps),
    authRoutes(deps),
    accountRoutes(deps),
    positionRoutes(deps),
    keepOpenRoutes(deps),
    applicationRoutes(deps),
    statusPageRoutes(deps),
    churchRoutes(deps),
    reviewRoutes(deps),
    adminRoutes(deps),
    uploadRoutes(deps),
  ];
}

/** The whole job board: API, file uploads and the built web app. */
export function createApp(
  deps: AppDeps,
  lifecycle: Lifecycle = { isStopping: () => false },
): Koa<AppState> {
  const publicList = createPublicListCache(deps.store);
  const app = new Koa<AppState>({
    // With N proxies in front, the client is the address the outermost trusted proxy saw: the
    // N-th entry from the right of X-Forwarded-For. What the client wrote to its left is ignored.
    proxy: deps.config.trustProxy > 0,
    maxIpsCount: deps.config.trustProxy,
  });
  // Errors Koa sees outside the middleware chain (a client hanging up mid-upload, a broken stream)
  // go to the structured log instead of Koa's console.error default.
  app.on('error', (error: unknown) => {
    deps.log.error({
      msg: 'request error',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  });
  app.use(requestLog(deps.log, deps.config.logRequests));
  app.use(errorHandler(deps.log));
  app.use(securityHeaders());
  app.use(publicListInvalidation(publicList));
  // The hottest read, ahead of sessions and body parsing: it needs neither.
  app.use(publicListRoute(publicList));
  app.use(publicListSyncRoute(publicList, deps.store));
  app.use(healthRoutes(deps, lifecycle).routes());
  app.use(crawlerRoutes(deps, publicList).routes());
  app.use(feedRoutes(deps, publicList).routes());
  app.use(forApi(originCheck(deps.config.publicUrl)));
  if (isLocalStorage(deps.files)) app.use(localUploadRoutes(deps.files, uploadGate(deps)).routes());
  app.use(
    forApi(
      bodyParser({
        enableTypes: ['json'],
        jsonLimit: JSON_BODY_LIMIT,
        encoding: 'utf-8',
        onError: (error) => {
          throw error;
        },
      }),
    ),
  );
  // Before anything walks the body: the idempotency hash and the schemas recurse.
  app.use(forApi(jsonDepthLimit()));
  app.use(forApiAndViewerPages(sessionMiddleware(app, deps)));
  app.use(forApiAndViewerPages(loadUser(deps)));
  for (const router of apiRouters(deps)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  if (deps.webDir) {
    // A PDF resume on S3 is redirected to the bucket: the church's viewer frames it from there.
    const bucket = deps.config.s3 ? [new URL(bucketBaseUrl(deps.config.s3)).origin] : [];
    // The first screen's renderer is built beside the web app: dist-ssr/ next to dist/.
    const firstScreen = {
      renderer: firstScreenRenderer(path.join(path.dirname(deps.webDir), 'dist-ssr'), deps.log),
      list: firstScreenList(publicList),
    };
    app.use(
      staticFiles(deps.webDir, {
        frameOrigins: bucket,
        renderPage: (ctx, template) =>
          appPage(
            deps,
            template,
            { path: ctx.path, search: ctx.querystring, viewer: ctx.state.user },
            firstScreen,
          ),
      }),
    );
  }
  return app;
}
