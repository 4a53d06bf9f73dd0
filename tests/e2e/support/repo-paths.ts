// Absolute paths the browser tests share, so they work from any working directory.
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The built web app that the server serves (`npx vite build` writes it). */
export const DIST_DIR = fileURLToPath(new URL('../../../dist/', import.meta.url));

/** The first screen's server renderer (`vite build --config vite.ssr.config.ts` writes it). */
export const DIST_SSR_DIR = fileURLToPath(new URL('../../../dist-ssr/', import.meta.url));

/** Where screenshots of the browser tests go (ignored by git). */
export const SCREENSHOT_DIR = fileURLToPath(
  new URL('../../../test-results/screenshots/', import.meta.url),
);
