// Vitest globalSetup of the e2e project: the browser tests run against dist/ and the first screen's
// server renderer in dist-ssr/, so both are built once when missing or older than what they are
// built from (`npm run build`'s two Vite builds). Each test then only starts a server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, DIST_SSR_DIR, REPO_ROOT } from './repo-paths';

/** Everything the build reads: a change to any of it makes dist/ stale. */
const BUILD_INPUTS = [
  'web',
  'shared',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'panda.config.ts',
  'postcss.config.js',
  'manifest.webmanifest',
  'package-lock.json',
];

/**
 * Build outputs that must all exist; the oldest one dates the build. sw.js.br is the client
 * build's last write (vite.config.ts compresses the service worker once the PWA plugin has written
 * it); entry-server.js is the server renderer's (vite.ssr.config.ts), built after it.
 */
const BUILD_OUTPUTS = [
  path.join(DIST_DIR, 'index.html'),
  path.join(DIST_DIR, 'sw.js'),
  path.join(DIST_DIR, 'sw.js.br'),
  path.join(DIST_DIR, 'manifest.webmanifest'),
  path.join(DIST_SSR_DIR, 'entry-server.js'),
];

/** The two builds of `npm run build`, client first (panda codegen runs with the tests' setup). */
const BUILDS = [
  ['vite', 'build'],
  ['vite', 'build', '--config', 'vite.ssr.config.ts'],
];

function newestModification(entry: string): number {
  const full = path.join(REPO_ROOT, entry);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file only shows in its directory's mtime
  for (const name of readdirSync(full, { recursive: true, encoding: 'utf8' })) {
    if (name.split(path.sep).includes('node_modules')) continue;
    newest = Math.max(newest, statSync(path.join(full, name)).mtimeMs);
  }
  return newest;
}

function builtAt(): number | null {
  const times = BUILD_OUTPUTS.map((file) => (existsSync(file) ? statSync(file).mtimeMs : null));
  return times.includes(null) ? null : Math.min(...(times as number[]));
}

/** Runs the builds unless their outputs are newer than every build input. */
export function setup(): void {
  const built = builtAt();
  const changed = Math.max(...BUILD_INPUTS.map(newestModification));
  if (built !== null && built >= changed) return;
  process.stdout.write(
    `e2e: ${built === null ? 'the build is missing' : 'the build is stale'}, running the Vite builds\n`,
  );
  try {
    for (const args of BUILDS) {
      execFileSync('npx', args, {
        cwd: REPO_ROOT,
        // Vitest sets NODE_ENV=test; Vite would then build development React and no service worker.
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: 'pipe',
        timeout: 300_000,
      });
    }
  } catch (error) {
    const output =
      error instanceof Error && 'stderr' in error
        ? String((error as { stderr: unknown }).stderr)
        : '';
    throw new Error(
      `the Vite build failed; the browser tests need dist/ and dist-ssr/\n${output}`,
      {
        cause: error,
      },
    );
  }
}
