// Builds web/ into dist/ (served by the Koa server) with the service worker web/sw.ts.
// The web app manifest is the root manifest.webmanifest, read here and handed to vite-plugin-pwa,
// which emits it, links it from index.html and precaches it and its icons.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const fromRoot = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const manifest = JSON.parse(
  readFileSync(fromRoot('./manifest.webmanifest'), 'utf8'),
) as Partial<ManifestOptions>;

// `npm run dev:server` listens here; the dev server forwards API calls so cookies stay same-origin.
const API_SERVER = 'http://127.0.0.1:3000';
const proxy = { '/api': API_SERVER, '/healthz': API_SERVER };

export default defineConfig({
  root: fromRoot('./web'),
  // The manifest (dist/.vite/manifest.json) lets `npm run bench:web` follow the chunk graph.
  build: { outDir: fromRoot('./dist'), emptyOutDir: true, manifest: true },
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
        globPatterns: ['**/*.{js,css,html,svg}'],
      },
    }),
  ],
});
