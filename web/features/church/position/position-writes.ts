// Closing, reopening and duplicating a position from the church's screens (decision 0024): each
// goes through the outbox like the church's other edits (sent at once when the server answers,
// else kept on this device and shown pending), and the church is told what became of it.
import type { ChurchCloseReason, ChurchPosition } from '../../../../shared/types';
import type { PositionWriteOperation } from '../../../offline/church-queue';
import type { PositionTarget } from '../../../offline/outbox-db';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import { sendAndTell, type WriteResult } from '../offline/send-and-tell';
import { refreshChurchReads } from '../offline/use-church-sync';
import { positionOf, positionWriteToast } from '../offline/position-write-texts';

/** The position a write is about: its id and title. */
export type { PositionTarget } from '../../../offline/outbox-db';

/** The position the server answered with, when the write was applied. */
export function answeredPosition(outcome: WriteOutcome): ChurchPosition | undefined {
  return outcome.type === 'delivered' ? positionOf(outcome.body) : undefined;
}

/** Shows the server's answer on the position's page at once (its lists follow). */
export function keepAnsweredPosition(body: unknown): void {
  const answer = positionOf(body);
  if (answer) refreshChurchReads({ position: answer });
}

/** Sends the write; its page shows the answer at once (the lists follow, refreshChurchReads). */
function send(
  operation: PositionWriteOperation,
  failure: string,
  online: boolean,
): Promise<WriteResult> {
  return sendAndTell(
    operation,
    { delivered: (body) => positionWriteToast(operation, body), failure, online },
    (outcome) => {
      if (outcome.type === 'delivered') keepAnsweredPosition(outcome.body);
    },
  );
}

/** Closes the position ('Filled' or 'No longer hiring'); its applications are kept. */
export function closePosition(
  target: PositionTarget,
  reason: ChurchCloseReason,
  online: boolean,
): Promise<WriteResult> {
  return send(
    { kind: 'position-close', reason, ...target },
    'The position was not closed.',
    online,
  );
}

/** Opens the closed position again. */
export function reopenPosition(target: PositionTarget, online: boolean): Promise<WriteResult> {
  return send({ kind: 'position-reopen', ...target }, 'The position was not reopened.', online);
}

/** A new pending copy of the position; the answer is the copy. */
export function duplicatePosition(target: PositionTarget, online: boolean): Promise<WriteResult> {
  return send(
    { kind: 'position-duplicate', ...target },
    'The position was not duplicated.',
    online,
  );
}
