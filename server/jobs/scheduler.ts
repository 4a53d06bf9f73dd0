// Periodic work every instance runs: the daily auto-archive the role card promises (60 days after a
// position went live), closing positions whose 'Apply by' day is over, the churches' reminders a
// week before archiving, the admins' daily list of what waits for approval, cleanup of expired
// sessions, idempotency keys, old audit entries, sent mail and ended rate-limit windows, removal of
// uploads nothing references, the churches' daily summaries of applications, the deletion of
// applications past their retention and of the synced list's tombstones past theirs.
// store.jobs.claim makes each run happen once per period however many instances share the database.
import {
  ARCHIVE_AFTER_DAYS,
  IDEMPOTENCY_TTL_DAYS,
  SYNC_TOMBSTONE_DAYS,
} from '../../shared/constants';
import type { AppDeps } from '../deps';
import { deleteOldAuditEntries } from '../audit/audit-log';
import { sendReviewDigest } from '../admin/review-digest';
import {
  closeExpiredPositions,
  closePastApplyByPositions,
  sendExpiryReminders,
} from '../positions/position-expiry';
import { SENT_MAIL_RETENTION_DAYS } from '../mail/queued-mailer';
import { sendApplicationDigests } from './application-digest';
import { deleteExpiredApplications } from './application-retention';
import { SWEEP_EVERY_MS, sweepOrphanUploads } from './orphan-upload-sweep';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** One job: a name, how often it may run, and what it does (returns a figure to log). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run: () => Promise<number>;
}

/** The board's periodic jobs. */
export function periodicJobs(deps: AppDeps): PeriodicJob[] {
  const rateLimits = deps.store.rateLimits;
  return [
    {
      name: 'auto-archive',
      everyMs: DAY_MS,
      run: async () => (await closeExpiredPositions(deps, ARCHIVE_AFTER_DAYS)).length,
    },
    {
      // Hourly: the 'Apply by' day ends at midnight UTC-12, which is no particular hour here.
      name: 'apply-by-close',
      everyMs: HOUR_MS,
      run: async () => (await closePastApplyByPositions(deps)).length,
    },
    {
      name: 'expiry-reminders',
      everyMs: DAY_MS,
      run: () => sendExpiryReminders(deps),
    },
    {
      name: 'review-digest',
      everyMs: DAY_MS,
      run: () => sendReviewDigest(deps),
    },
    {
      name: 'audit-log-retention',
      everyMs: DAY_MS,
      run: () => deleteOldAuditEntries(deps),
    },
    {
      name: 'session-cleanup',
      everyMs: HOUR_MS,
      run: () => deps.store.sessions.deleteExpired(deps.now()),
    },
    // Shared rate-limit windows are read only while they last; MongoDB's TTL index deletes them
    // after, FerretDB's may not (docs/decisions/0034). Limits in memory need no cleanup job.
    ...(rateLimits === null
      ? []
      : [
          {
            name: 'rate-limit-cleanup',
            everyMs: HOUR_MS,
            run: () => rateLimits.deleteEnded(deps.now()),
          },
        ]),
    {
      // A sent message keeps only its recipient and subject, as a record that it went; not for long.
      name: 'sent-mail-retention',
      everyMs: DAY_MS,
      run: () =>
        deps.store.mail.deleteWhere({
          sentBefore: new Date(deps.now().getTime() - SENT_MAIL_RETENTION_DAYS * DAY_MS),
        }),
    },
    {
      name: 'idempotency-cleanup',
      everyMs: DAY_MS,
      run: () =>
        deps.store.idempotency.deleteCreatedBefore(
          new Date(deps.now().getTime() - IDEMPOTENCY_TTL_DAYS * DAY_MS),
        ),
    },
    {
      // Every quarter hour, so an unused upload is gone about an hour after its grant (at most
      // the grace period plus this period plus one scheduler check).
      name: 'orphan-upload-sweep',
      everyMs: SWEEP_EVERY_MS,
      run: async () => {
        const { removed, temporaries } = await sweepOrphanUploads(deps);
        return removed + temporaries;
      },
    },
    {
      name: 'application-digest',
      everyMs: DAY_MS,
      run: async () => (await sendApplicationDigests(deps)).sent,
    },
    {
      name: 'application-retention',
      everyMs: DAY_MS,
      run: () => deleteExpiredApplications(deps),
    },
    {
      // A device away longer than this starts its copy of the list again (docs/decisions/0047).
      name: 'sync-tombstone-prune',
      everyMs: DAY_MS,
      run: () =>
        deps.store.positions.pruneRemoved(
          new Date(deps.now().getTime() - SYNC_TOMBSTONE_DAYS * DAY_MS),
        ),
    },
  ];
}

/** Runs every job that is due and that this instance wins the claim for; returns what ran. */
export async function runDueJobs(deps: AppDeps): Promise<Record<string, number>> {
  const ran: Record<string, number> = {};
  for (const job of periodicJobs(deps)) {
    const now = deps.now();
    if (!(await deps.store.jobs.claim(job.name, now, new Date(now.getTime() - job.everyMs))))
      continue;
    try {
      ran[job.name] = await job.run();
      deps.log.info({ msg: 'job ran', job: job.name, result: ran[job.name] });
    } catch (error) {
      deps.log.error({
        msg: 'job failed',
        job: job.name,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return ran;
}

/**
 * Runs `job` now, due or not (an operator's `npm run job`). Its claim is taken first as for a
 * scheduled run, unconditionally, so this run counts as the job's latest and no instance's
 * scheduler starts it again until a whole period has passed (docs/decisions/0033).
 */
export async function runJobNow(deps: AppDeps, job: PeriodicJob): Promise<number> {
  const now = deps.now();
  // Due whenever it last ran before now: always, but for a run claimed in this same millisecond.
  await deps.store.jobs.claim(job.name, now, now);
  const result = await job.run();
  deps.log.info({ msg: 'job ran', job: job.name, result, by: 'npm run job' });
  return result;
}

/** Checks for due jobs now and every `checkEveryMs`; stop() waits for a running check. */
export function startScheduler(
  deps: AppDeps,
  checkEveryMs = 5 * 60 * 1000,
): { stop: () => Promise<void> } {
  const check = () =>
    runDueJobs(deps).catch((error: unknown) => {
      // The store may be briefly unreachable; the next check tries again.
      deps.log.error({
        msg: 'job check failed',
        error: error instanceof Error ? error.message : String(error),
      });
    });
  let running: Promise<unknown> = check();
  const timer = setInterval(() => {
    running = running.then(check);
  }, checkEveryMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
