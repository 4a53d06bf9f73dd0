// Builds web/ into dist/ (served by the Koa server) with the service worker web/sw.ts.
// The web app manifest is the root manifest.webmanifest, read here and handed to vite-plugin-pwa,
// which emits it, links it from index.html and precaches it and its icons.
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const manifest = JSON.parse(
  readFileSync(fromRoot('./manifest.webmanifest'), 'utf8'),
) as Partial<ManifestOptions>;

const OUT_DIR = fromRoot('./dist');

/**
 * The .br and .gz copies of dist/sw.js. vite-plugin-pwa builds the service worker and injects its
 * precache list in its closeBundle, after vite-plugin-compression2 has compressed the bundle, and sw.js
 * (Dexie for the outbox, Workbox) is over 100 KB, downloaded again on every deployment. Rolldown and
 * Rollup (`sequential`) run this closeBundle after the PWA plugin's, so it compresses the final file.
 */
function compressServiceWorker(): Plugin {
  return {
    name: 'compress-service-worker',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error?: Error) {
        if (error) return;
        const file = `${OUT_DIR}/sw.js`;
        const source = await readFile(file);
        const quality = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY };
        await writeFile(`${file}.br`, brotliCompressSync(source, { params: quality }));
        await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
      },
    },
  };
}

// `npm run dev:server` listens here; the dev server forwards API calls so cookies stay same-origin.
const API_SERVER = 'http://127.0.0.1:3000';
const proxy = { '/api': API_SERVER, '/healthz': API_SERVER };

export default defineConfig({
  root: fromRoot('./web'),
  // The manifest (dist/.vite/manifest.json) lets `npm run bench:web` follow the chunk graph.
  build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
  server: { proxy },
  preview: { proxy },
  plugins: [
    // File routes under web/routes; each route's component is split into its own chunk, so a
    // student browsing /jobs never downloads the church or admin screens.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: fromRoot('./web/routes'),
      generatedRouteTree: fromRoot('./web/route-tree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      // srcDir is resolved against Vite's root (web/), so '.' is web/ itself.
      srcDir: '.',
      filename: 'sw.ts',
      // web/app/register-service-worker.ts registers it.
      injectRegister: false,
      manifest,
      injectManifest: {
        // Icons and the manifest are added by the plugin; listing png/webmanifest would add them twice.
        // The .br/.gz copies below end in .br/.gz, so these patterns never precache them.
        globPatterns: ['**/*.{js,css,html,svg}'],
      },
    }),
    // A .br and a .gz copy next to each text file, at maximum compression, made once here so the
    // server (koa-send in server/middleware/static-files.ts) only picks one. Below 1 KB the headers
    // outweigh the saving; images and fonts are compressed already. The .vite/ manifest is never
    // served. sw.js is written later, by the PWA plugin: compressServiceWorker makes its copies.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/,
      exclude: /(^|\/)\.vite\//,
      threshold: 1024,
    }),
    compressServiceWorker(),
  ],
});
