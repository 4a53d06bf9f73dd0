// What the static files middleware (server/middleware/static-files.ts) asks of the page renderer
// (server/pages/app-pages.ts): the middleware serves the built template, the renderer fills it in.
import type Koa from 'koa';
import type { AppState } from '../deps';

/** What the server answers for an app path. */
export interface AppPage {
  status: number;
  html: string;
  /** Also says `X-Robots-Tag: noindex` (the head says it too). */
  noindex: boolean;
  /** Depends on who asks (a church's own pending position): `private`, never in a shared cache. */
  private: boolean;
}

/** Renders the page of an app path from the built index.html (server/pages/app-pages.ts). */
export type PageRenderer = (
  ctx: Koa.ParameterizedContext<AppState>,
  template: string,
) => Promise<AppPage>;
