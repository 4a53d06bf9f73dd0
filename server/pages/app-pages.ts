// The page the server answers for each path of the web app: which status, which head. A public
// position's page carries its own title, preview tags and JobPosting; a closed one answers 410 with
// a page that says it was filled or when it closed, an unknown or unapproved one 404 (the app's
// 'Position Not Found'), both noindex and without JSON-LD. The position is read through the
// service, with the rule the API uses: its church and admins still see it before it is public
// (200, private, noindex), everyone else does not.
// /, /jobs and a position the viewer may see also carry their first screen, server-rendered
// (first-screen.ts); a page is never failed by it.
import type { ClosedPosition, PositionDetail } from '../../shared/types';
import type { UserRecord } from '../store/port';
import type { AppDeps } from '../deps';
import { NotFoundError, PositionClosedError } from '../errors';
import type { AppPage } from '../http/app-page';
import { positionDetailFor } from '../positions/position.service';
import { firstScreenParts, type FirstScreenSources } from './first-screen';
import {
  closedPositionHead,
  headHtml,
  homeHead,
  jobsHead,
  missingPositionHead,
  positionHead,
  privateHead,
  type PageHead,
  type SiteInfo,
} from './page-head';
import { matchPage } from './page-routes';
import { renderPage } from './render-page';

/** A request for a page: its path (ctx.path) and who asks, when the path's answer depends on it. */
export interface PageRequest {
  path: string;
  /** The query without '?' (ctx.querystring): the first screen draws what the address names. */
  search?: string;
  viewer: UserRecord | undefined;
}

/** A page before it is written into the template. */
interface PageAnswer {
  status: number;
  head: PageHead;
  private?: boolean;
  /** A position page's position, when this viewer may see it. */
  position?: PositionDetail;
  /** A position page's position that has closed. */
  closed?: ClosedPosition;
}

/** The page of /jobs/{id}. */
async function positionPage(
  deps: AppDeps,
  site: SiteInfo,
  id: string,
  viewer: UserRecord | undefined,
): Promise<PageAnswer> {
  try {
    const position = id ? await positionDetailFor(deps, id, viewer) : undefined;
    if (position?.approved && position.status === 'active')
      return { status: 200, head: positionHead(site, position), position };
    // Not public, but this viewer may see it (its church, an admin): the app shows it to them.
    if (position) return { status: 200, head: privateHead(site), private: true, position };
  } catch (error) {
    // A position that was public and has closed is gone for good, and its page says so.
    if (error instanceof PositionClosedError)
      return { status: 410, head: closedPositionHead(site, error.closed), closed: error.closed };
    if (!(error instanceof NotFoundError)) throw error;
  }
  return { status: 404, head: missingPositionHead(site) };
}

/** Which status and head a path gets. */
async function answerFor(deps: AppDeps, request: PageRequest): Promise<PageAnswer> {
  const site: SiteInfo = deps.config;
  const route = matchPage(request.path);
  switch (route.kind) {
    case 'home':
      return { status: 200, head: homeHead(site) };
    case 'jobs':
      return { status: 200, head: jobsHead(site) };
    case 'position':
      return positionPage(deps, site, route.id, request.viewer);
    // The app's not-found page for unknown paths stays a 200 (the app decides what it shows),
    // but is kept out of the index like the private pages.
    case 'private':
    case 'other':
      return { status: 200, head: privateHead(site) };
  }
}

/**
 * The page of `request.path`, written into the built index.html (`template`), with its first screen
 * when `firstScreen` can render it. When the store does not answer, the template goes out as built
 * with a 503: a person's browser still starts the app (which has its own offline copy of the list),
 * a crawler comes back later instead of indexing a page without its head.
 */
export async function appPage(
  deps: AppDeps,
  template: string,
  request: PageRequest,
  firstScreen?: FirstScreenSources,
): Promise<AppPage> {
  let answer: PageAnswer;
  try {
    answer = await answerFor(deps, request);
  } catch (error) {
    deps.log.error({
      msg: 'page not rendered',
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
    return { status: 503, html: template, noindex: false, private: false };
  }
  const site: SiteInfo = deps.config;
  const screen = firstScreen
    ? await firstScreenParts(deps, firstScreen, {
        route: matchPage(request.path),
        path: request.search ? `${request.path}?${request.search}` : request.path,
        viewer: request.viewer,
        position: answer.position,
        closed: answer.closed,
      })
    : undefined;
  return {
    status: answer.status,
    html: renderPage(template, { head: headHtml(answer.head, site), firstScreen: screen }),
    noindex: answer.head.noindex === true,
    // A first screen drawn for a signed-in viewer (their bar) is theirs alone.
    private: answer.private === true || screen?.data.viewer != null,
  };
}
