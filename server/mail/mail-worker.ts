// Sends what the queue holds. Each run claims due messages with a lease (another server instance
// sharing the store skips them meanwhile), sends them one by one and records the outcome: sent, or
// failed with the next attempt pushed back (see backoff.ts). Nothing is ever dropped: a message
// stays queued until a send succeeds. A crash between sending and marking sent re-sends it after
// the lease, with the same Message-ID so mail systems can recognise the duplicate. While batches
// come back full the run goes on (up to MAX_BATCHES_PER_RUN), so a backlog of notices drains
// without waiting the interval after every 20; sign-in mail is claimed first anyway
// (docs/decisions/0029-mail-replies-and-order.md).
import { DEFAULT_MAIL_LEASE_MS } from '../config';
import type { Logger } from '../deps';
import type { MailMessage, Store } from '../store/port';
import { retryDelayMs } from './backoff';
import { plainAddress } from './reply-address';
import type { MailTransport } from './port';

/** How long the worker waits between runs unless told otherwise. */
export const MAIL_RUN_EVERY_MS = 5_000;
const BATCH_SIZE = 20;
/** Bounds one run, so stop() never waits for a whole backlog: 200 messages at most. */
const MAX_BATCHES_PER_RUN = 10;
const ERROR_TEXT_LIMIT = 500;
const EMAIL_ADDRESS = /[^\s<>"'@]+@[^\s<>"'@]+/g;

/** What startMailWorker needs. */
export interface MailWorkerOptions {
  store: Pick<Store, 'mail'>;
  transport: MailTransport;
  log: Logger;
  now: () => Date;
  /** Pause between runs; default 5 s. */
  intervalMs?: number;
  /**
   * How long claimed messages stay with this worker before another may send them (this one
   * having died); default DEFAULT_MAIL_LEASE_MS.
   */
  leaseMs?: number;
  /** Domain part of the Message-IDs; default `job-board.local`. */
  messageIdDomain?: string;
}

/** A running mail worker. */
export interface MailWorker {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /**
   * Runs now (after any run in progress): batches of due messages until one comes back short or
   * the run's bound is reached; resolves to the number of messages sent.
   */
  runOnce(): Promise<number>;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, ERROR_TEXT_LIMIT);
}

/** Starts sending queued mail every `intervalMs` until stopped. */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const intervalMs = options.intervalMs ?? MAIL_RUN_EVERY_MS;
  const leaseMs = options.leaseMs ?? DEFAULT_MAIL_LEASE_MS;
  const domain = options.messageIdDomain ?? 'job-board.local';
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** The stored Reply-To when it is a plain address; anything else never reaches a header. */
  function replyToOf(message: MailMessage): { replyTo?: string } {
    if (message.replyTo === null) return {};
    const address = plainAddress(message.replyTo);
    if (address === null) {
      options.log.error({
        msg: 'mail Reply-To is not a plain address, left out',
        mailId: message.id,
      });
      return {};
    }
    return { replyTo: address };
  }

  async function sendOne(message: MailMessage): Promise<boolean> {
    try {
      await options.transport.sendMail({
        to: message.to,
        ...replyToOf(message),
        subject: message.subject,
        text: message.text,
        ...(message.html === null ? {} : { html: message.html }),
        messageId: `<${message.id}@${domain}>`,
      });
    } catch (error) {
      const failures = message.attempts + 1;
      const retryAt = new Date(options.now().getTime() + retryDelayMs(failures));
      await options.store.mail.markFailed(message.id, describe(error), retryAt);
      // The error text of a mail server can quote the recipient: keep addresses out of the log.
      options.log.error({
        msg: 'mail send failed, will retry',
        mailId: message.id,
        failures,
        retryAt: retryAt.toISOString(),
        error: describe(error).replace(EMAIL_ADDRESS, '<address>'),
      });
      return false;
    }
    await options.store.mail.markSent(message.id, options.now());
    return true;
  }

  /** One batch: how many were claimed and how many of them were sent. */
  async function runBatch(): Promise<{ claimed: number; sent: number }> {
    const now = options.now();
    const due = await options.store.mail.claimDue(
      now,
      new Date(now.getTime() + leaseMs),
      BATCH_SIZE,
    );
    let sent = 0;
    for (const message of due) if (await sendOne(message)) sent += 1;
    return { claimed: due.length, sent };
  }

  async function runBatches(): Promise<number> {
    let sent = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN && !stopped; batch++) {
      const outcome = await runBatch();
      sent += outcome.sent;
      if (outcome.claimed < BATCH_SIZE) break;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    // Runs never overlap: one message is never sent twice by the same worker.
    const run = queue.then(runBatches);
    queue = run.catch(() => undefined);
    return run;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce()
        .catch((error: unknown) =>
          options.log.error({ msg: 'mail worker run failed', error: describe(error) }),
        )
        .finally(schedule);
    }, intervalMs);
    // The worker alone must not keep the process alive (tests, scripts).
    timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await queue;
    },
    runOnce,
  };
}
