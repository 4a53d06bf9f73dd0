// How a screen tells the user what became of a write it sent (outbox-submit.ts): applied, kept on
// this device to be sent later, sent to sign in (the write waits for it), or refused or not stored,
// with the app's one failure toast.
import { redirectToSignIn } from './sign-in-redirect';
import type { FailedOutcome, WriteOutcome } from '../lib/write-outcome';
import { showToast, type ToastMessage } from './toast';

/** The destructive 'Error' toast. */
export function showFailure(description: string): void {
  showToast({ title: 'Error', description, variant: 'destructive' });
}

/** The toast after a write was stored but not sent yet; `what` names whose write it is. */
export function queuedToast(
  online: boolean,
  title = 'Saved on this device',
  what = 'Your change',
): ToastMessage {
  return {
    title,
    description: online
      ? `The job board can't be reached right now. ${what} is saved on this device and will be sent automatically.`
      : `You're offline. ${what} is saved on this device and will be sent when you're back online.`,
  };
}

/** What a screen does with each outcome. */
export interface OutcomeTelling<Entry> {
  online: boolean;
  /** Applied: takes the server's answer in and says so. */
  delivered: (body: unknown) => void;
  /** Applied or kept to be sent later: what the screen does next (a form leaves, say). */
  done?: () => unknown;
  /** The toast for a write kept to be sent later, when not the church's 'Saved on this device'. */
  queued?: ToastMessage;
  /** Refused or not stored: what the screen does, then the failure toast's text (none: undefined). */
  failed: (outcome: FailedOutcome<Entry>) => Promise<string | undefined> | string | undefined;
}

/** Tells the user what became of a write; true when it is applied or waits to be sent. */
export async function tellOutcome<Entry>(
  outcome: WriteOutcome<Entry>,
  telling: OutcomeTelling<Entry>,
): Promise<boolean> {
  switch (outcome.type) {
    case 'delivered':
      telling.delivered(outcome.body);
      await telling.done?.();
      return true;
    case 'queued':
      showToast(telling.queued ?? queuedToast(telling.online));
      await telling.done?.();
      return true;
    case 'needs-sign-in':
      // Kept, and sent once the user has signed in again.
      redirectToSignIn();
      return true;
    case 'rejected':
    case 'not-stored': {
      const failure = await telling.failed(outcome);
      if (failure) showFailure(failure);
      return false;
    }
  }
}
