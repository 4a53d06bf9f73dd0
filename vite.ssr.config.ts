// Builds the server renderer of the first screen (web/entry-server.tsx) into dist-ssr/: Node code
// the Koa server imports (server/pages/first-screen-renderer.ts) to write /, /jobs and a position's
// page into index.html before any script runs. Never into dist/, which is served to everyone.
// Run after the client build (`npm run build`): both read the same routes and Panda classes.
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The module web/'s imports of 'react' get on the server: see lazyComponentsStayFallbacks. */
const SERVER_REACT = '\0server-react';

/**
 * React itself, except that lazy components never load: each stays suspended and its fallback is
 * rendered. In the browser the app's first commit draws every lazy component's fallback, its code
 * not being there yet (the first cards rather than the virtualised grid, the avatar's placeholder
 * rather than the menu), so the server draws the fallbacks too and the swap from the server's
 * markup to the app changes nothing on screen. (A lazy component's code also expects a browser.)
 */
const SERVER_REACT_SOURCE = `
export * from 'react';
const neverLoaded = new Promise(() => {});
export function lazy() {
  return function StillLoading() {
    throw neverLoaded;
  };
}
`;

/** Gives the app's `import … from 'react'` SERVER_REACT; React's packages get React itself. */
function lazyComponentsStayFallbacks(): Plugin {
  const webDir = fromRoot('./web/');
  return {
    name: 'lazy-components-stay-fallbacks',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react' && importer?.startsWith(webDir)) return SERVER_REACT;
      return null;
    },
    load(id) {
      return id === SERVER_REACT ? SERVER_REACT_SOURCE : null;
    },
  };
}

export default defineConfig({
  root: fromRoot('./web'),
  // The icons and other public files are the client build's to serve.
  publicDir: false,
  build: {
    ssr: fromRoot('./web/entry-server.tsx'),
    outDir: fromRoot('./dist-ssr'),
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
  // One self-contained module with the packages bundled in, React's production build among them,
  // whatever NODE_ENV the server runs with (the e2e and benchmark servers set none).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [
    // The same route tree as the client's. No code splitting: the server renders every route's
    // component at once, with nothing to download.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: false,
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    lazyComponentsStayFallbacks(),
  ],
});
