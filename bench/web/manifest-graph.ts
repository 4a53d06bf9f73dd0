// Reads Vite's build manifest (dist/.vite/manifest.json) as a graph of chunks, so the bench knows
// which files a page needs from what the bundler wrote rather than from guessing at file names.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's manifest; keys are source paths relative to Vite's root, or `_name.js`. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: vite.config.ts must set build.manifest: true`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export function chunkAt(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no entry ${key}`);
  return chunk;
}

/** The keys of these chunks and of everything they import statically, transitively. */
export function staticClosure(manifest: Manifest, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunkAt(manifest, key).imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** The JS and CSS files (relative to dist/) of these chunks, JS first, each once. */
export function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = chunkAt(manifest, key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return [...js, ...css];
}

/** A manifest `src` without its query: `routes/jobs/index.tsx?tsr-split=component` → the file. */
export function srcFile(src: string): string {
  return src.replace(/\?.*$/, '');
}

/**
 * The chunks the router plugin split out of one route file. With autoCodeSplitting the plugin
 * turns `routes/x.tsx` into a reference part (kept in the importing chunk) and virtual modules
 * `routes/x.tsx?tsr-split=component` (or `=errorComponent`, `=loader---component` with other
 * groupings), each a dynamic entry in the manifest. The router loads all of them for a matched
 * route before it renders the route's component.
 */
export function splitChunksOf(manifest: Manifest, viteRoot: string, routeFile: string): string[] {
  const wanted = path.resolve(routeFile);
  return Object.entries(manifest)
    .filter(([, chunk]) => {
      if (!chunk.src || !/[?&]tsr-split=/.test(chunk.src)) return false;
      return path.resolve(viteRoot, srcFile(chunk.src)) === wanted;
    })
    .map(([key]) => key);
}

/** Every `?tsr-split=` source in the manifest, for an error message that shows what is there. */
export function allSplitSources(manifest: Manifest): string[] {
  return Object.values(manifest)
    .map((chunk) => chunk.src)
    .filter((src): src is string => src !== undefined && src.includes('tsr-split='));
}

/**
 * A readable owner for a chunk: `/church/dashboard (component)` for a split route,
 * `web/features/shell/user-menu.tsx` for a lazy module, `workbox-window (npm)` for a package.
 */
export function describeChunk(chunk: ManifestChunk, viteRoot: string, repoRoot: string): string {
  if (!chunk.src) return `shared chunk ${chunk.name ?? chunk.file}`;
  const file = srcFile(chunk.src);
  const npm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (npm) return `${npm[1]} (npm)`;
  const fromRepo = path.relative(repoRoot, path.resolve(viteRoot, file));
  const split = /[?&]tsr-split=([^&]+)/.exec(chunk.src);
  const route = /^web\/routes\/(.+)\.tsx?$/.exec(fromRepo);
  if (split && route?.[1]) {
    const routePath = `/${route[1]}`.replace(/\/index$/, '') || '/';
    return `route ${routePath} (${split[1]})`;
  }
  return fromRepo;
}
