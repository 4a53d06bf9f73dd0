// The code bench:lighthouse measures: this repository's working tree, and with --baseline a git
// revision checked out into a temporary worktree next to it, so one run gives the figures before
// and after a change on the same machine in the same state. Both are built with `npm run build`,
// whatever steps that rev's build script has (panda codegen, one or more vite builds).
//
// Everything here is asynchronous on purpose: tsx (which runs the bench) SIGKILLs its child when
// the child does not acknowledge Ctrl-C within 30 ms, so a synchronous build or removal running
// at that moment would be cut short and leave the worktree behind.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, symlink, unlink } from 'node:fs/promises';
import { constants, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../tests/e2e/support/repo-paths';

/** A checkout the bench builds and serves. */
export interface Checkout {
  /** 'baseline' or 'current', as the tables name them. */
  name: string;
  /** What it is, for the report: the rev's short hash and subject, or 'working tree'. */
  description: string;
  /** Its root: REPO_ROOT, or the temporary worktree. */
  root: string;
}

/** A baseline worktree; `remove` deletes it (safe to call twice). */
export interface BaselineCheckout extends Checkout {
  remove: () => Promise<void>;
}

const run = promisify(execFile);

async function git(args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  return stdout.trim();
}

/** The working tree the bench runs from. */
export const CURRENT: Checkout = { name: 'current', description: 'working tree', root: REPO_ROOT };

/**
 * Checks `rev` out, detached, into a new temporary directory, with this repository's node_modules
 * linked in (the rev may pin other versions; this measures its code with today's packages). The
 * worktree is also removed when the process is interrupted.
 */
export async function addBaselineWorktree(rev: string): Promise<BaselineCheckout> {
  let commit: string;
  try {
    commit = await git(['rev-parse', '--verify', '--end-of-options', `${rev}^{commit}`]);
  } catch {
    throw new Error(`--baseline ${rev}: not a commit of this repository`);
  }
  const parent = await mkdtemp(path.join(tmpdir(), 'job-board-bench-baseline-'));
  const root = path.join(parent, 'checkout');
  let removing: Promise<void> | undefined;
  const remove = () => {
    removing ??= (async () => {
      // The link first, so that nothing below can reach the repository's own node_modules.
      await unlink(path.join(root, 'node_modules')).catch(() => undefined);
      // Not added, or already gone: prune forgets it either way.
      await git(['worktree', 'remove', '--force', root]).catch(() => undefined);
      await rm(parent, { recursive: true, force: true });
      await git(['worktree', 'prune']);
      process.off('SIGINT', interrupted);
      process.off('SIGTERM', interrupted);
    })();
    return removing;
  };
  const interrupted = (signal: NodeJS.Signals) => {
    // process.exit (not the signal again) runs the 'exit' handlers that stop the board servers.
    void remove().finally(() => process.exit(128 + constants.signals[signal]));
  };
  process.on('SIGINT', interrupted);
  process.on('SIGTERM', interrupted);
  try {
    await git(['worktree', 'add', '--detach', root, commit]);
    await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  } catch (error) {
    await remove();
    throw error;
  }
  const subject = await git(['log', '-1', '--format=%h %s', commit]);
  return {
    name: 'baseline',
    description: subject.length > 90 ? `${subject.slice(0, 89)}…` : subject,
    root,
    remove,
  };
}

/** `npm run build` in a checkout, as production (Vitest or a shell may have set NODE_ENV). */
export async function buildCheckout(checkout: Checkout): Promise<void> {
  try {
    await run('npm', ['run', 'build'], {
      cwd: checkout.root,
      env: { ...process.env, NODE_ENV: 'production' },
      timeout: 600_000,
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    // execFile's error carries what the command printed.
    const { stdout = '', stderr = '' } = error as { stdout?: unknown; stderr?: unknown };
    const tail = `${String(stdout)}\n${String(stderr)}`.trim().split('\n').slice(-30).join('\n');
    throw new Error(`npm run build failed for the ${checkout.name} (${checkout.root}):\n${tail}`, {
      cause: error,
    });
  }
}
