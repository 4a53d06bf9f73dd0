// Sending an application through the outbox (DESIGN.md, "The outbox protocol"), as every write is
// sent (sendWrite): stored on this device first (with its resume's bytes), then sent while the
// student waits. Online it arrives at once; offline or when the server fails it stays queued and
// goes out later, exactly once, under the entry's Idempotency-Key. When the device cannot store
// it, the very same entry goes out from memory through the same delivery, or the student is told
// it was not sent. Every application a flush delivers leaves its receipt in my-applications.ts.
import type { OutboxEntry, OutboxProblem } from '../../offline/outbox-db';
import type { DeliveryOutcome } from '../../offline/outbox-delivery';
import { keepDeliveredApplications } from '../../offline/my-applications';
import { getOutbox } from '../../offline/outbox-instance';
import { sendWrite } from '../../offline/outbox-runner';
import type { NewOutboxEntry } from '../../offline/outbox-store';
import type { WriteOutcome } from '../../offline/outbox-submit';
import { isQuotaError } from '../../lib/storage-status';

// The last application that could be neither stored nor delivered. Sent again with the same
// answers and resume, it goes under the same Idempotency-Key and upload: the first attempt may
// have arrived with only its answer lost, and the church must not get it twice.
let unsent: OutboxEntry | undefined;

function sameBytes(a: ArrayBuffer, b: ArrayBuffer): boolean {
  if (a === b) return true;
  if (a.byteLength !== b.byteLength) return false;
  const left = new Uint8Array(a);
  const right = new Uint8Array(b);
  return left.every((byte, index) => byte === right[index]);
}

/** True when `entry` is the application `draft` holds again: same answers, same resume. */
function sameApplication(draft: OutboxEntry, entry: NewOutboxEntry): boolean {
  if (JSON.stringify(draft.operation) !== JSON.stringify(entry.operation)) return false;
  const [kept, given] = [draft.file, entry.file];
  if (!kept || !given) return kept === given;
  return (
    kept.name === given.name &&
    kept.contentType === given.contentType &&
    (!given.storedAddress || given.storedAddress === kept.storedAddress) &&
    sameBytes(kept.bytes, given.bytes)
  );
}

/** Why an application that could be neither kept nor delivered was not sent, for the student. */
function notSentProblem(storageError: unknown, problem: OutboxProblem): OutboxProblem {
  const device = isQuotaError(storageError)
    ? "this device's storage is full, so it can't be saved here to send later"
    : "this browser can't save it on this device to send later";
  let why: string;
  if (problem.status === undefined) {
    why = `${device}, and the job board can't be reached right now. Check your connection and try again.`;
  } else if (problem.status === 429) {
    // The job board's own message says when to try again.
    why = `${device}. ${problem.message}`;
  } else {
    why = `${device}, and the job board can't take it right now. Please try again in a few minutes.`;
  }
  return {
    ...(problem.status !== undefined ? { status: problem.status } : {}),
    message: `Your application was not sent: ${why}`,
  };
}

/** One attempt from memory at an application this device could not store. */
async function sendUnstored(draft: OutboxEntry, storageError: unknown): Promise<WriteOutcome> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await getOutbox().deliverUnstored(draft);
  } catch (error) {
    // An answer the delivery could not read (a proxy's page, say): try again later, as a flush would.
    console.warn('Sending the application failed:', error);
    outcome = { type: 'retry', problem: { message: String(error) } };
  }
  switch (outcome.type) {
    case 'delivered':
      await keepDeliveredApplications([{ entry: draft, body: outcome.body }]);
      return { type: 'delivered', entry: draft, body: outcome.body };
    case 'rejected':
      return { type: 'rejected', entry: draft, problem: outcome.problem };
    case 'retry':
    case 'sign-in':
      // A 401 cannot happen to an anonymous student; like a server error, it is "not now".
      unsent = draft;
      return {
        type: 'not-stored',
        entry: draft,
        problem: notSentProblem(storageError, outcome.problem),
        error: storageError,
      };
  }
}

/** Stores the application and tries to send it now. */
export async function sendApplication(entry: NewOutboxEntry): Promise<WriteOutcome> {
  // A second try of an application that was not sent is the same write as the first.
  const write = unsent && sameApplication(unsent, entry) ? unsent : entry;
  unsent = undefined;
  const outcome = await sendWrite(write);
  if (outcome.type === 'not-stored') return sendUnstored(outcome.entry, outcome.error);
  // The open form still holds every answer, so the student corrects it there; a copy in the
  // outbox would only be a second application to clear up.
  if (outcome.type === 'rejected') await getOutbox().store.remove(outcome.entry.id);
  return outcome;
}
