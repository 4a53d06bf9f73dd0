// On a machine with two or more cores the load generator (the benchmark's own process) keeps core 0
// and the servers under test get core 1, so the two never trade places mid-run and ratios repeat.
import { spawnSync } from 'node:child_process';
import { cpus } from 'node:os';

const LOAD_CORE = '0';
const SERVER_CORE = '1';

/** Pins this process to the load generator's core; false when the machine cannot (one core, no taskset). */
export function pinLoadGenerator(): boolean {
  return (
    cpus().length >= 2 &&
    spawnSync('taskset', ['-p', '-c', LOAD_CORE, String(process.pid)]).status === 0
  );
}

/** The command and arguments that run `node args` on the servers' core. */
export function onServerCore(args: string[]): [string, string[]] {
  return ['taskset', ['-c', SERVER_CORE, process.execPath, ...args]];
}

/** Moves every thread of a running process to the servers' core; false when that failed. */
export function pinToServerCore(pid: number): boolean {
  return spawnSync('taskset', ['-a', '-p', '-c', SERVER_CORE, String(pid)]).status === 0;
}
