// `npm run job -- <name>`: an operator runs one periodic job now; without a name, the list of jobs
// and how often each runs. The script (scripts/job.ts) opens what the server opens; this part only
// needs the app's dependencies, so tests call it on a test app.
import type { AppDeps } from '../deps';
import { periodicJobs, runJobNow, type PeriodicJob } from './scheduler';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "every day", "every hour", "every 15 minutes". */
export function describeEvery(ms: number): string {
  for (const [unit, size] of [
    ['day', DAY_MS],
    ['hour', HOUR_MS],
    ['minute', MINUTE_MS],
  ] as const) {
    if (ms % size === 0) {
      const count = ms / size;
      return count === 1 ? `every ${unit}` : `every ${String(count)} ${unit}s`;
    }
  }
  return `every ${String(ms)} ms`;
}

/** One line per job: its name, then how often it runs. */
export function jobList(jobs: readonly PeriodicJob[]): string {
  const width = Math.max(...jobs.map((job) => job.name.length));
  return jobs.map((job) => `${job.name.padEnd(width)}  ${describeEvery(job.everyMs)}\n`).join('');
}

/** Where the command writes: what it did to `out`, what went wrong to `err`. */
export interface CommandOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/**
 * Runs the job named `name` now, or lists the jobs when no name is given. Resolves to the exit
 * code: 0 done (or listed), 1 the job failed, 2 no job has that name (the list is printed).
 */
export async function jobCommand(
  deps: AppDeps,
  name: string | undefined,
  output: CommandOutput,
): Promise<number> {
  const jobs = periodicJobs(deps);
  if (name === undefined) {
    output.out(jobList(jobs));
    return 0;
  }
  const job = jobs.find((candidate) => candidate.name === name);
  if (!job) {
    output.err(`No job is named "${name}". The jobs are:\n${jobList(jobs)}`);
    return 2;
  }
  try {
    const result = await runJobNow(deps, job);
    output.out(`${job.name} ran: ${String(result)}\n`);
    return 0;
  } catch (error) {
    output.err(`${job.name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
}
