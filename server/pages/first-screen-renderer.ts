// Loads the server renderer of the first screen (web/entry-server.tsx, built by vite.ssr.config.ts
// into dist-ssr/) once, at the first page that needs it. Without that build (unit tests, a checkout
// built by an older script) pages go out as before: the template's empty #root, the app drawing
// everything in the browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FirstScreenData } from '../../shared/first-screen';
import type { Logger } from '../deps';

/** Renders a path's first screen (the markup inside #root) from the data read for it. */
export type RenderFirstScreen = (url: string, data: FirstScreenData) => Promise<string>;

/** The built renderer's file in its output directory. */
export const RENDERER_FILE = 'entry-server.js';

/** What the built module exports (web/entry-server.tsx). */
interface RendererModule {
  renderFirstScreen: RenderFirstScreen;
}

/** The renderer, or null when there is none; loaded at the first call, then kept. */
export type FirstScreenRendererSource = () => Promise<RenderFirstScreen | null>;

/**
 * The renderer built into `ssrDir`. A missing build is normal (null, said once in the log); a
 * build that fails to load is logged and also gives null, so pages never fail because of it.
 */
export function firstScreenRenderer(ssrDir: string, log: Logger): FirstScreenRendererSource {
  let loading: Promise<RenderFirstScreen | null> | undefined;
  const load = async (): Promise<RenderFirstScreen | null> => {
    const file = path.join(ssrDir, RENDERER_FILE);
    if (!existsSync(file)) {
      log.info({ msg: 'first screen not server-rendered: no renderer built', file });
      return null;
    }
    try {
      const module = (await import(pathToFileURL(file).href)) as RendererModule;
      return module.renderFirstScreen;
    } catch (error) {
      log.error({
        msg: 'first screen renderer did not load',
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      return null;
    }
  };
  return () => (loading ??= load());
}
