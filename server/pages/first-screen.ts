// The first screen of /, /jobs and a position's page, server-rendered (decision 0023): the data
// each screen is drawn from, read as the API would answer it (the configuration, the viewer, the
// list's first positions or the position), rendered by the app's own components
// (first-screen-renderer.ts). Anything going wrong here leaves the page as it was before: an empty
// #root, the app drawing everything in the browser; it is logged, never a failed page.
import type { ClosedPosition, PositionDetail } from '../../shared/types';
import type { FirstScreenData } from '../../shared/first-screen';
import { toCurrentUser } from '../auth/current-user';
import type { AppDeps } from '../deps';
import { publicConfig } from '../public-config/public-config';
import type { UserRecord } from '../store/port';
import type { FirstScreenListSource } from './first-screen-list';
import type { FirstScreenRendererSource } from './first-screen-renderer';
import type { PageRoute } from './page-routes';
import type { FirstScreenParts } from './render-page';

/** Where the first screens come from: the renderer and the list's first positions. */
export interface FirstScreenSources {
  renderer: FirstScreenRendererSource;
  list: FirstScreenListSource;
}

/** The page a first screen is wanted for. */
export interface FirstScreenRequest {
  route: PageRoute;
  /** The address rendered: the path (ctx.path) and its query, if any. */
  path: string;
  viewer: UserRecord | undefined;
  /** A position page's position, when the viewer may see it. */
  position: PositionDetail | undefined;
  /** A position page's position that has closed. */
  closed?: ClosedPosition;
}

/**
 * What a JavaScript-off visitor of /jobs reads under the first cards: a position's page works
 * without JavaScript, and the sitemap links every position.
 */
export const JOBS_NOSCRIPT =
  '<noscript><p style="max-width:72rem;margin:0 auto;padding:1rem 1.5rem">' +
  'JavaScript is off, so only the first positions are shown here and search is unavailable. ' +
  'Every open position is listed in the <a href="/sitemap.xml">sitemap</a>.</p></noscript>';

/** The data of the page's first screen; null for pages drawn in the browser only. */
async function firstScreenData(
  deps: AppDeps,
  sources: FirstScreenSources,
  request: FirstScreenRequest,
): Promise<FirstScreenData | null> {
  const base: FirstScreenData = {
    config: publicConfig(deps),
    viewer: request.viewer ? toCurrentUser(request.viewer, deps.config) : null,
  };
  switch (request.route.kind) {
    case 'home':
      return base;
    case 'jobs':
      return { ...base, list: await sources.list() };
    case 'position':
      if (request.position) return { ...base, position: request.position };
      if (request.closed) return { ...base, closed: request.closed };
      // A missing position: the app's own 'Position Not Found'.
      return null;
    case 'private':
    case 'other':
      return null;
  }
}

/** The page's first screen, or undefined when it has none or it could not be rendered. */
export async function firstScreenParts(
  deps: AppDeps,
  sources: FirstScreenSources,
  request: FirstScreenRequest,
): Promise<FirstScreenParts | undefined> {
  try {
    const render = await sources.renderer();
    if (!render) return undefined;
    const data = await firstScreenData(deps, sources, request);
    if (!data) return undefined;
    const markup = await render(request.path, data);
    return { markup: request.route.kind === 'jobs' ? markup + JOBS_NOSCRIPT : markup, data };
  } catch (error) {
    deps.log.error({
      msg: 'first screen not rendered',
      page: request.route.kind,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return undefined;
  }
}
