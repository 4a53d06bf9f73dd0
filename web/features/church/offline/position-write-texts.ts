// What the church is told once a write on one of its positions is applied: by the screen that
// made it, or (sent later, from any tab or the service worker) by the app-wide listener. One
// place, so both say the same. The answer (a ChurchPosition) says more when the screen has it.
import { ARCHIVE_AFTER_DAYS, CLOSE_REASON_LABELS } from '../../../../shared/constants';
import type { ChurchPosition } from '../../../../shared/types';
import type { PositionWriteOperation } from '../../../offline/church-queue';
import type { ToastMessage } from '../../../ui/toast';

/** The server's answer to a write on a position, when it is the position. */
export function positionOf(body: unknown): ChurchPosition | undefined {
  return body && typeof body === 'object' && 'id' in body && 'version' in body
    ? (body as ChurchPosition)
    : undefined;
}

/** The toast after `operation` was applied; `body` is the server's answer when known. */
export function positionWriteToast(
  operation: PositionWriteOperation,
  body?: unknown,
): ToastMessage {
  const title = operation.title;
  const answer = positionOf(body);
  switch (operation.kind) {
    case 'position-edit':
      if (answer?.revision?.status === 'pending') {
        // The answer's own title is the approved one, what students still see.
        return {
          title: 'Changes Sent for Approval',
          description: `Students still see the approved version of “${answer.title}” until the college approves your changes.`,
        };
      }
      return {
        title: 'Position Updated',
        description: answer?.approved
          ? `Your changes to “${title}” are saved.`
          : `Your changes to “${title}” are saved. The college approves it before students can see it.`,
      };
    case 'position-close':
      return {
        title: 'Position Closed',
        description: `“${title}” is closed (${CLOSE_REASON_LABELS[operation.reason]}). Its applications are kept.`,
      };
    case 'position-reopen':
      return {
        title: 'Position Reopened',
        description: answer?.approved
          ? `“${title}” is open again and public for ${ARCHIVE_AFTER_DAYS} more days.`
          : `“${title}” is open again.`,
      };
    case 'position-duplicate':
      return {
        title: 'Position Duplicated',
        description: `A copy of “${title}” waits for the college’s approval. Edit it as you like.`,
      };
  }
}
