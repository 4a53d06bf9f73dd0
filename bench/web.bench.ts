// npm run bench:web: how much JavaScript and CSS a student's phone downloads before /jobs can
// render, against the 140 kB gzip budget, and what every lazily loaded chunk adds.
//
// The static answer comes from Vite's build manifest (which chunk imports which) and the build's
// source maps (which modules ended up in which chunk). A real page load in Chromium checks it: the
// two rows should name the same files. react + react-dom alone, bundled the same way, is printed
// as the floor any React app pays, and with TanStack Router and Dexie as this stack's floor, so the
// reader sees what the app itself adds.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { waitForAppTakeover } from '../tests/e2e/support/app-takeover';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startServer } from '../tests/e2e/support/server';
import {
  allSplitSources,
  chunkAt,
  describeChunk,
  filesOf,
  readManifest,
  splitChunksOf,
  staticClosure,
  type Manifest,
} from './web/manifest-graph';
import { fetchedAssets, recordScriptsAndStyles, type FetchedAsset } from './offline/page-timing';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = path.join(REPO_ROOT, 'dist');
/** Vite's root (vite.config.ts): manifest keys and `src` paths are relative to it. */
const VITE_ROOT = path.join(REPO_ROOT, 'web');

/** The budget: at most 140 kB gzip for /jobs. kB as Vite prints it: 1,000 bytes. */
const TARGET_BYTES = 140_000;

/** The page the budget is about, and the heading that says it has rendered. */
const JOBS_PAGE = 'web/routes/jobs/index.tsx';
const JOBS_HEADING = 'Browse Positions';
/**
 * Layout routes above /jobs, if any appear later: their split chunks load before /jobs renders
 * too. The root route is never split today, but costs nothing to look for.
 */
const JOBS_LAYOUTS = ['web/routes/__root.tsx', 'web/routes/jobs.tsx', 'web/routes/jobs/route.tsx'];

/**
 * After the heading shows, the app still fetches things on purpose (the toast region after 1 s
 * idle, the service worker registration after `load`); waiting this long lists them as "after render".
 */
const AFTER_RENDER_MS = 2_000;

const gzipSize = (bytes: Uint8Array | string): number => gzipSync(bytes, { level: 9 }).length;
const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const ratio = (bytes: number): string => (bytes / TARGET_BYTES).toFixed(2);

/**
 * `npm run build`, then the client build again with hidden source maps: the manifest names only
 * each chunk's entry module, the maps list every module inside a chunk. Arguments after `npm run
 * build --` reach only the last of its steps (the server renderer's build), so the client's maps
 * need a build of their own. `hidden` leaves the JS and CSS byte for byte as `npm run build` writes
 * them (no sourceMappingURL comment); removeSourceMaps() deletes the maps afterwards.
 */
function buildApp(): void {
  process.stdout.write(
    'Building the production app (npm run build, then vite build with maps)...\n',
  );
  // NODE_ENV=test or development would build development React and no service worker.
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const [command, args] of [
    ['npm', ['run', 'build']],
    ['npx', ['vite', 'build', '--sourcemap', 'hidden']],
  ] as const) {
    const result = spawnSync(command, args, {
      cwd: REPO_ROOT,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      throw new Error(
        `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
      );
    }
  }
}

/** Leaves dist/ as `npm run build` ships it: the server would otherwise serve the maps. */
function removeSourceMaps(): void {
  for (const name of readdirSync(DIST_DIR, { recursive: true, encoding: 'utf8' })) {
    if (name.endsWith('.map')) rmSync(path.join(DIST_DIR, name));
  }
}

/** Size of a dist/ file as a browser gets it gzipped, read once per file. */
const sizes = new Map<string, number>();
function gzipOf(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSize(readFileSync(path.join(DIST_DIR, file)));
    sizes.set(file, size);
  }
  return size;
}
const totalGzip = (files: Iterable<string>): number =>
  [...files].reduce((sum, file) => sum + gzipOf(file), 0);

/**
 * The modules bundled into a JS chunk, as repository paths with any query (`?tsr-split=...`);
 * undefined for a chunk without a map (Vite's own preload helper is generated code and has none).
 */
function modulesOf(jsFile: string): string[] | undefined {
  const mapFile = path.join(DIST_DIR, `${jsFile}.map`);
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
    sourceRoot?: string;
    sources: string[];
  };
  const mapDir = path.dirname(mapFile);
  return map.sources.map((source) =>
    path.relative(REPO_ROOT, path.resolve(mapDir, map.sourceRoot ?? '', source)),
  );
}

/**
 * Church and admin code that would reach a student on /jobs. Only the split parts count: with
 * autoCodeSplitting every route file's reference part (its path, guards, search schema, the lazy
 * handle to its component) stays in the entry chunk by design of TanStack Router, so that the
 * router can match a URL before loading the screen. The screens themselves are `?tsr-split=`
 * modules; everything under web/features/church and web/features/admin is screen code too.
 */
function isChurchOrAdminScreen(module: string): boolean {
  if (/^web\/features\/(church|admin)\//.test(module)) return true;
  return /^web\/routes\/(church|admin)\//.test(module) && /[?&]tsr-split=/.test(module);
}

/** The chunks /jobs needs before it renders: the entry and its imports, and the route chunks. */
function jobsChunks(manifest: Manifest): { entry: string; route: string[]; all: Set<string> } {
  const entry = Object.entries(manifest).find(
    ([, chunk]) => chunk.isEntry && chunk.src === 'index.html',
  )?.[0];
  if (!entry) throw new Error('the manifest has no entry for index.html');
  const route = splitChunksOf(manifest, VITE_ROOT, path.join(REPO_ROOT, JOBS_PAGE));
  if (route.length === 0) {
    throw new Error(
      `no chunk in dist/.vite/manifest.json comes from ${JOBS_PAGE}?tsr-split=...: is ` +
        `autoCodeSplitting still on in vite.config.ts, and does the page still have a component? ` +
        `Split chunks in the manifest: ${allSplitSources(manifest).join(', ') || 'none'}`,
    );
  }
  const layouts = JOBS_LAYOUTS.flatMap((file) =>
    splitChunksOf(manifest, VITE_ROOT, path.join(REPO_ROOT, file)),
  );
  return { entry, route, all: staticClosure(manifest, [entry, ...route, ...layouts]) };
}

/**
 * Starts the built server as the browser tests do (its own process group, a temporary DATA_DIR,
 * 127.0.0.1 on a free port), opens /jobs in a fresh headless Chromium and lists the JS and CSS
 * requested until the app has drawn the page (its heading) over the server's HTML. Service workers are blocked: on a first visit none
 * controls the page anyway, and its precaching of every chunk is not what the page waits for.
 */
async function measureInChromium(): Promise<{
  beforeRender: FetchedAsset[];
  afterRender: string[];
}> {
  const server = await startServer();
  try {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const requests = recordScriptsAndStyles(page);
      await page.goto(`${server.url}/jobs`);
      // The server's HTML shows the heading before any script runs (decision 0023): what counts
      // is what the app needs to draw /jobs itself, over that markup.
      await waitForAppTakeover(page, 30_000);
      await page
        .getByRole('heading', { name: JOBS_HEADING })
        .waitFor({ state: 'visible', timeout: 30_000 });
      const beforeRender = requests.length;
      await page.waitForTimeout(AFTER_RENDER_MS);
      const fetched = await fetchedAssets(requests.slice(0, beforeRender));
      const later = requests.slice(beforeRender).map((r) => new URL(r.url()).pathname.slice(1));
      await context.close();
      return { beforeRender: fetched, afterRender: later };
    } finally {
      await browser.close();
    }
  } finally {
    // Stops the server's whole process group by its PID and removes its DATA_DIR.
    await server.stop();
  }
}

/** `entry` under bench/web/ (a floor), bundled by Vite for production like the app: gzip -9. */
async function floorBytes(entry: string): Promise<number> {
  const output = await build({
    configFile: false,
    root: path.join(REPO_ROOT, 'bench', 'web'),
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      emptyOutDir: false,
      modulePreload: false,
      rolldownOptions: { input: path.join(REPO_ROOT, 'bench', 'web', entry) },
    },
  });
  let bytes = 0;
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) throw new Error(`the build of ${entry} did not finish`);
    for (const item of result.output) if (item.type === 'chunk') bytes += gzipSize(item.code);
  }
  return bytes;
}

/**
 * What a shared chunk holds, by npm package or source folder, most modules first, e.g.
 * `@tanstack/router-core, web/ui`: Rolldown names shared chunks after one module only.
 */
function contentsOf(modules: string[] | undefined): string | undefined {
  if (!modules || modules.length === 0) return undefined;
  const counts = new Map<string, number>();
  for (const module of modules) {
    const file = module.replace(/\?.*$/, '');
    const group = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? path.dirname(file);
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const groups = [...counts].sort((a, b) => b[1] - a[1]).map(([group]) => group);
  const more = groups.length > 3 ? ` +${groups.length - 3} more` : '';
  return groups.slice(0, 3).join(', ') + more;
}

/** A markdown table; the columns listed in `right` (numbers) are right-aligned. */
function table(header: string[], rows: string[][], right: number[]): string {
  const rule = header.map((_, i) => (right.includes(i) ? '---:' : '---'));
  return [header, rule, ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

async function main(): Promise<void> {
  buildApp();
  let manifest: Manifest;
  const modulesByFile = new Map<string, string[] | undefined>();
  try {
    manifest = readManifest(DIST_DIR);
    for (const { file } of Object.values(manifest)) {
      if (file.endsWith('.js')) modulesByFile.set(file, modulesOf(file));
    }
  } finally {
    removeSourceMaps();
  }
  const jobs = jobsChunks(manifest);
  const describe = (key: string): string => {
    const chunk = chunkAt(manifest, key);
    if (key === jobs.entry) return 'entry (index.html)';
    if (chunk.src) return describeChunk(chunk, VITE_ROOT, REPO_ROOT);
    return `shared: ${contentsOf(modulesByFile.get(chunk.file)) ?? chunk.name ?? '?'}`;
  };

  const jobsFiles = filesOf(manifest, jobs.all);
  const jobsBytes = totalGzip(jobsFiles);

  const measured = await measureInChromium();
  const measuredFiles = measured.beforeRender.map((fetched) => fetched.file);
  const measuredBytes = totalGzip(measuredFiles);
  const wireBytes = measured.beforeRender.reduce((sum, fetched) => sum + fetched.wireBytes, 0);
  const encodings = [...new Set(measured.beforeRender.map((f) => f.encoding))].join(', ');
  const reactBytes = await floorBytes('react-floor.ts');
  const stackBytes = await floorBytes('stack-floor.ts');

  // Church or admin screen code in anything /jobs loads, by the static analysis or in Chromium.
  const loadedJs = new Set([...jobsFiles, ...measuredFiles]);
  const forbidden = [...loadedJs].flatMap((file) =>
    (modulesByFile.get(file) ?? []).filter(isChurchOrAdminScreen).map((m) => `${m} (${file})`),
  );
  // A JS file without a map cannot be looked into; say so rather than pass it silently.
  const unchecked = [...loadedJs].filter(
    (file) => file.endsWith('.js') && modulesByFile.get(file) === undefined,
  );

  const row = (label: string, files: number, bytes: number) => [
    label,
    String(files),
    kB(bytes),
    kB(TARGET_BYTES),
    ratio(bytes),
  ];
  console.log('\n## /jobs: JavaScript and CSS before it renders (production build, gzip -9)\n');
  console.log(
    table(
      ['what', 'files', 'size', 'target', 'ratio'],
      [
        row(
          '/jobs before render: index.html entry, its static imports and CSS, the /jobs route chunks',
          jobsFiles.length,
          jobsBytes,
        ),
        row(
          `measured in Chromium: JS and CSS requested until the app has drawn '${JOBS_HEADING}'`,
          measuredFiles.length,
          measuredBytes,
        ),
        row(
          `measured in Chromium, bytes on the wire (content-encoding: ${encodings || 'none'})`,
          measuredFiles.length,
          wireBytes,
        ),
        row('react + react-dom alone (the floor any React app pays)', 1, reactBytes),
        row(
          "react + react-dom + TanStack Router + Dexie (this stack's floor, no code of ours)",
          1,
          stackBytes,
        ),
        [
          `church/admin code in /jobs: ${forbidden.length === 0 ? 'none' : forbidden.join(', ')}`,
          '',
          '',
          '',
          '',
        ],
      ],
      [1, 2, 3, 4],
    ),
  );
  console.log(
    `\nThe app adds ${kB(jobsBytes - reactBytes)} to React's floor on /jobs, ` +
      `${kB(jobsBytes - stackBytes)} to the stack's; 1 kB = 1,000 bytes.`,
  );

  // Where the /jobs bytes go, so a regression points at its chunk.
  console.log('\n### The /jobs set\n');
  const fileOwner = new Map<string, string>();
  for (const key of jobs.all) {
    const chunk = chunkAt(manifest, key);
    fileOwner.set(chunk.file, describe(key));
    for (const css of chunk.css ?? []) fileOwner.set(css, `CSS of ${describe(key)}`);
  }
  console.log(
    table(
      ['file', 'belongs to', 'gzip'],
      jobsFiles.map((file) => [file, fileOwner.get(file) ?? '', kB(gzipOf(file))]),
      [2],
    ),
  );

  // Every other chunk is loaded lazily: dynamic imports (routes, lazy components, packages) and
  // the shared chunks only they import. "With imports" is what opening it costs after /jobs.
  const lazyKeys = Object.keys(manifest).filter((key) => !jobs.all.has(key));
  // The lazy screens and modules that pull a shared chunk in, directly or through another one.
  const lazyEntries = lazyKeys.filter((key) => chunkAt(manifest, key).isDynamicEntry);
  const closures = new Map(lazyEntries.map((key) => [key, staticClosure(manifest, [key])]));
  const importersOf = (key: string) =>
    lazyEntries
      .filter((entry) => entry !== key && closures.get(entry)?.has(key))
      .map((entry) => describe(entry).replace(/^route (\S+) \(component\)$/, '$1'));
  const lazyRows = lazyKeys
    .map((key) => {
      const chunk = chunkAt(manifest, key);
      const owner = chunk.isDynamicEntry
        ? describe(key)
        : `${describe(key)}; for ${importersOf(key).join(', ') || 'nothing'}`;
      const own = filesOf(manifest, [key]);
      const extra = filesOf(manifest, staticClosure(manifest, [key])).filter(
        (file) => !jobsFiles.includes(file),
      );
      return [chunk.file, owner, kB(totalGzip(own)), kB(totalGzip(extra))];
    })
    .sort((a, b) => (a[1] ?? '').localeCompare(b[1] ?? ''));
  console.log('\n### Lazily loaded chunks (not in the /jobs set)\n');
  console.log(
    table(['chunk', 'belongs to', 'gzip', 'with its imports not in /jobs'], lazyRows, [2, 3]),
  );

  // The cross-check: the static set and what Chromium fetched should name the same files.
  const notFetched = jobsFiles.filter((file) => !measuredFiles.includes(file));
  const notPredicted = measuredFiles.filter((file) => !jobsFiles.includes(file));
  console.log('');
  if (notFetched.length > 0)
    console.log(`In the static set, not fetched: ${notFetched.join(', ')}`);
  if (notPredicted.length > 0) {
    console.log(`Fetched before render, not in the static set: ${notPredicted.join(', ')}`);
  }
  if (notFetched.length === 0 && notPredicted.length === 0) {
    console.log('Chromium fetched exactly the static set before /jobs rendered.');
  }
  if (unchecked.length > 0) {
    console.log(`No source map, not checked for church/admin code: ${unchecked.join(', ')}`);
  }
  if (measured.afterRender.length > 0) {
    console.log(`Fetched after /jobs rendered (not counted): ${measured.afterRender.join(', ')}`);
  }

  const failures: string[] = [];
  if (jobsBytes > TARGET_BYTES) {
    failures.push(`/jobs needs ${kB(jobsBytes)} gzip, over the ${kB(TARGET_BYTES)} target`);
  }
  if (forbidden.length > 0)
    failures.push(`church/admin code reaches /jobs: ${forbidden.join(', ')}`);
  for (const failure of failures) console.error(`FAIL: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
