// `npm run job`: the list of jobs, one run now whatever the scheduler did, the claim it takes so the
// scheduler waits a whole period from it, and the exit codes.
import { describe, expect, it } from 'vitest';
import { adminClient, churchWithProfile } from '../testing/fixtures';
import { positionPastArchive } from '../testing/backdate';
import { appPerTest } from '../testing/per-test';
import { openSqliteStore } from '../store/sqlite/sqlite-store';
import { jobCommand } from './job-command';
import { periodicJobs, runDueJobs } from './scheduler';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const app = appPerTest();

/** Runs the command and keeps what it wrote. */
async function command(name: string | undefined, deps = app.deps) {
  let out = '';
  let err = '';
  const code = await jobCommand(deps, name, {
    out: (text) => (out += text),
    err: (text) => (err += text),
  });
  return { code, out, err };
}

describe('npm run job', () => {
  it('lists every job with how often it runs', async () => {
    const { code, out, err } = await command(undefined);
    expect(code).toBe(0);
    expect(err).toBe('');
    const lines = out.trimEnd().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(
      periodicJobs(app.deps).map((job) => job.name),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^auto-archive {2,}every day$/));
    expect(lines).toContainEqual(expect.stringMatching(/^apply-by-close {2,}every hour$/));
    expect(lines).toContainEqual(
      expect.stringMatching(/^orphan-upload-sweep {2,}every 15 minutes$/),
    );
    // The names stand in one column.
    expect(new Set(lines.map((line) => line.search(/every/))).size).toBe(1);
  });

  it('prints the list for a name it does not know and exits 2', async () => {
    const { code, out, err } = await command('auto-archve');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toBe(
      `No job is named "auto-archve". The jobs are:\n${(await command(undefined)).out}`,
    );
  });

  it('runs a job now though the scheduler ran it an hour ago, and the scheduler then waits a whole period from this run', async () => {
    const admin = await adminClient(app);
    const { client } = await churchWithProfile(app, 'grace@church.test');
    expect((await runDueJobs(app.deps))['auto-archive']).toBe(0);
    const old = await positionPastArchive(app, client, admin, { title: 'Old One' });
    app.clock.advance(HOUR);

    const ran = await command('auto-archive');
    expect(ran).toEqual({ code: 0, out: 'auto-archive ran: 1\n', err: '' });
    expect((await app.store.positions.findById(old.id))?.status).toBe('closed');
    expect(app.log.lines).toContainEqual(
      expect.objectContaining({ msg: 'job ran', job: 'auto-archive', result: 1 }),
    );

    // A day after the scheduler's run, but not after the command's: not due.
    app.clock.advance(DAY - HOUR + 1000);
    expect((await runDueJobs(app.deps))['auto-archive']).toBeUndefined();
    app.clock.advance(HOUR);
    expect((await runDueJobs(app.deps))['auto-archive']).toBe(0);
  });

  it('exits 1 naming the job when it fails', async () => {
    const store = await openSqliteStore(':memory:');
    await store.close();
    const { code, out, err } = await command('session-cleanup', { ...app.deps, store });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toMatch(/^session-cleanup failed: .+\n$/);
  });
});
