// Produces a page's HTML from the built index.html: the one place where the server writes into the
// app's document. It puts the page's head between the template's markers (web/index.html) and the
// server-rendered first screen (decision 0023) into #root, followed by the data it was rendered
// from, so every page comes out of this one function (docs/decisions/0022).
import { escapeHtml } from '../http/escape-html';
import {
  FIRST_SCREEN_DATA_ID,
  firstScreenJson,
  type FirstScreenData,
} from '../../shared/first-screen';

/** Where the page's head goes in web/index.html; the default title and description sit between. */
export const HEAD_START = '<!-- page-head -->';
/** The end of the head's place. */
export const HEAD_END = '<!-- /page-head -->';

/** The app's empty mount point in web/index.html, which the first screen fills. */
export const ROOT_ELEMENT = '<div id="root"></div>';

/** A server-rendered first screen: its markup and what it was drawn from. */
export interface FirstScreenParts {
  /** HTML from web/entry-server.tsx (React escapes the text in it). */
  markup: string;
  /** Written after #root as a JSON data block, for the app to start from. */
  data: FirstScreenData;
}

/** The parts of a page the server fills in; each is HTML, already escaped by its builder. */
export interface PageParts {
  /** The tags from page-head.ts headHtml. */
  head: string;
  /** The first screen; without it #root stays empty and the app draws everything. */
  firstScreen?: FirstScreenParts;
}

/**
 * The template with the parts in place. A template without the markers (a build older than them)
 * comes back unchanged: the app still starts, only without the page's own head.
 */
export function renderPage(template: string, parts: PageParts): string {
  const withHead = replaceHead(template, parts.head);
  return parts.firstScreen ? appAfterFirstPaint(fillRoot(withHead, parts.firstScreen)) : withHead;
}

/** The app's entry script as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** A module the entry imports, preloaded. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
/** The script that loads the app after the first paint (web/public/load-app.js). */
export const APP_LOADER = '/load-app.js';

/**
 * A page that carries its first screen loads the app after it has been painted: its entry script
 * and preloads give way to web/public/load-app.js, which adds them once the page is on screen. The
 * stylesheet, the logo and the page's text are all the first paint needs; on a slow connection a
 * dozen scripts started with them would delay it (decision 0023). Without a first screen the app
 * is the page, and its scripts stay as built.
 */
function appAfterFirstPaint(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (entry === undefined) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const loader = `<script src="${APP_LOADER}" defer data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}"></script>`;
  const at = html.lastIndexOf('</body>');
  if (at < 0) return html;
  const body = `${html.slice(0, at)}${loader}${html.slice(at)}`;
  return body.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/** The template with `head` between the head markers. */
function replaceHead(template: string, head: string): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END, start);
  if (start < 0 || end < 0) return template;
  // Concatenated, not String.replace: a `$&` in a position's title must stay text.
  return `${template.slice(0, start)}${head}${template.slice(end + HEAD_END.length)}`;
}

/**
 * The first screen's markup inside #root and its data block right after. A template without the
 * empty #root comes back unchanged.
 */
function fillRoot(html: string, firstScreen: FirstScreenParts): string {
  const at = html.indexOf(ROOT_ELEMENT);
  if (at < 0) return html;
  const root = `<div id="root">${firstScreen.markup}</div>`;
  const data = `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${firstScreenJson(firstScreen.data)}</script>`;
  return `${html.slice(0, at)}${root}${data}${html.slice(at + ROOT_ELEMENT.length)}`;
}
