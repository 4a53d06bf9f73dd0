// Vitest globalSetup of the e2e project: the browser tests run against dist/, so build it once
// when it is missing or older than what it is built from. Each test then only starts a server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR, REPO_ROOT } from './repo-paths';

/** Everything the build reads: a change to any of it makes dist/ stale. */
const BUILD_INPUTS = [
  'web',
  'shared',
  'vite.config.ts',
  'panda.config.ts',
  'postcss.config.js',
  'manifest.webmanifest',
  'package-lock.json',
];

/**
 * Build outputs that must all exist; the oldest one dates the build. sw.js.br is the build's last
 * write (vite.config.ts compresses the service worker once the PWA plugin has written it).
 */
const BUILD_OUTPUTS = ['index.html', 'sw.js', 'sw.js.br', 'manifest.webmanifest'];

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
  const times = BUILD_OUTPUTS.map((file) => path.join(DIST_DIR, file)).map((file) =>
    existsSync(file) ? statSync(file).mtimeMs : null,
  );
  return times.includes(null) ? null : Math.min(...(times as number[]));
}

/** Runs `npx vite build` unless dist/ is newer than every build input. */
export function setup(): void {
  const built = builtAt();
  const changed = Math.max(...BUILD_INPUTS.map(newestModification));
  if (built !== null && built >= changed) return;
  process.stdout.write(
    `e2e: ${built === null ? 'dist/ is missing' : 'dist/ is stale'}, running npx vite build\n`,
  );
  try {
    execFileSync('npx', ['vite', 'build'], {
      cwd: REPO_ROOT,
      // Vitest sets NODE_ENV=test; Vite would then build development React and no service worker.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
      timeout: 300_000,
    });
  } catch (error) {
    const output =
      error instanceof Error && 'stderr' in error
        ? String((error as { stderr: unknown }).stderr)
        : '';
    throw new Error(`npx vite build failed; the browser tests need dist/\n${output}`, {
      cause: error,
    });
  }
}
