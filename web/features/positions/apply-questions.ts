// What the apply dialog asks before its form when this device already has an application to the
// position: one it sent, or one still waiting in the outbox (decision 0028).

/** What the dialog asks before the form when this device applied on `day`. */
export function appliedBeforeQuestion(day: string): string {
  return `You applied to this position on ${day} from this device. Send another application?`;
}

/** What the dialog asks before the form while an application to the position waits to be sent. */
export const WAITING_QUESTION =
  'You already have an application to this position waiting to send from this device: it goes out as soon as you are back online. A second application from the same e-mail address will be refused. Send another application?';
