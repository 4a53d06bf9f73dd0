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
 * Route modules only churches and admins use: their chunks are not precached. The service worker
 * keeps all of them the first time a staff screen is used (web/sw.ts), so a student's phone does
 * not download the church and admin screens, and a church's does once. Precached all the same: the
 * sign-in screens and the two dashboards, which the menu every visitor sees links to and which
 * open offline on any device to say that signing in needs a connection.
 */
const STAFF_ROUTES = /^routes\/(church|admin)\/(?!dashboard\.tsx)/;

/** A chunk in Vite's build manifest (dist/.vite/manifest.json), keyed by its source. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The built JS and CSS files, split into what the student screens can load and the rest. */
function splitAssets(): { student: Set<string>; staff: string[] } {
  const chunks = JSON.parse(readFileSync(`${OUT_DIR}/.vite/manifest.json`, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // Everything the entry reaches through static and dynamic imports without entering a staff
  // route. A chunk both use (React, the form kit) is reached from the student side: precached.
  const student = new Set<string>();
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk || STAFF_ROUTES.test(key) || student.has(chunk.file)) return;
    student.add(chunk.file);
    for (const css of chunk.css ?? []) student.add(css);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  const all = new Set(Object.values(chunks).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  return { student, staff: [...all].filter((file) => !student.has(file)) };
}

const isBuiltAsset = (url: string) => /^assets\/.+\.(js|css)$/.test(url);

/**
 * `virtual:staff-assets` for web/sw.ts: the church and admin screens' files of this build, in the
 * worker itself, so a new build's list comes with a new worker.
 */
function staffAssetsModule(): Plugin {
  const id = 'virtual:staff-assets';
  return {
    name: 'staff-assets',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load: (resolved) =>
      resolved === `\0${id}` ? `export default ${JSON.stringify(splitAssets().staff)};` : null,
  };
}

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
  // The manifest (dist/.vite/manifest.json) lets `npm run bench:web` follow the chunk graph, and
  // the service worker tell the student screens from the staff ones (splitAssets).
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
        // Precache all but the staff screens (see STAFF_ROUTES): the student screens, and the
        // list worker (web/offline/list-sync.worker.ts), which Vite builds apart from the chunk
        // graph. Runs after Vite has written the manifest, as does the worker's build.
        manifestTransforms: [
          (entries) => {
            const staff = new Set(splitAssets().staff);
            return {
              manifest: entries.filter(
                (entry) => !isBuiltAsset(entry.url) || !staff.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
        buildPlugins: { vite: [staffAssetsModule()] },
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
