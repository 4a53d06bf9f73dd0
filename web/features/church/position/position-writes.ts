// Closing, reopening and duplicating a position from the church's screens (decision 0024): each
// goes through the outbox like the church's other edits (sent at once when the server answers,
// else kept on this device and shown pending), and the church is told what became of it.
import type { ChurchCloseReason, ChurchPosition } from '../../../../shared/types';
import type { PositionWriteOperation } from '../../../offline/church-queue';
import type { PositionTarget } from '../../../offline/outbox-db';
import type { WriteOutcome } from '../../../offline/outbox-submit';
import { showToast } from '../../../ui/toast';
import { sendAndTell, type WriteResult } from '../offline/send-and-tell';
import { refreshChurchReads } from '../offline/use-church-sync';
import { positionOf, positionWriteToast } from '../offline/position-write-texts';

/** The position a write is about: its id and title. */
export type { PositionTarget } from '../../../offline/outbox-db';

/** The position the server answered with, when the write was applied. */
export function answeredPosition(outcome: WriteOutcome): ChurchPosition | undefined {
  return outcome.type === 'delivered' ? positionOf(outcome.body) : undefined;
}

/** The server's answer to a write on a position, as the kept copies take it. */
function answerOf(body: unknown) {
  const answer = positionOf(body);
  return answer ? { position: answer } : undefined;
}

/**
 * An edit applied (from its form or the conflict screen): the position's page shows the answer at
 * once, the lists follow, and the church is told.
 */
export function positionEditDelivered(operation: PositionWriteOperation) {
  return (body: unknown): void => {
    refreshChurchReads(answerOf(body));
    showToast(positionWriteToast(operation, body));
  };
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
    answerOf,
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
