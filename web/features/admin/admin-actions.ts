// The admin's writes (docs/decisions/0024): approve (a position or its edit), decline
// with a reason, approve several at once, delete, archive. Online only. Each shows its toast, and
// afterwards the admin list, the audit log and the public positions are read again (also after a
// failure: another admin may have changed the position meanwhile). An approval names the version
// the admin's screen shows; one changed since comes back as it is now and replaces what the
// screen shows (docs/decisions/0026-approval-of-the-reviewed-version.md).
import { api, IF_MATCH_HEADER, ifMatchValue } from '../../../shared/api-routes';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import type { ReviewedPosition } from '../../../shared/schemas/position';
import type {
  AdminPosition,
  ApprovalConflictBody,
  ArchiveResult,
  BulkApproveResult,
  DeclineReason,
} from '../../../shared/types';
import { ApiError, apiRequest, isUnauthorized, onePressKey } from '../../lib/api-client';
import { invalidate, updateQueryData } from '../../lib/query-cache';
import { redirectToSignIn } from '../../ui/sign-in-redirect';
import { publicPositionsChanged } from '../../offline/use-public-positions';
import { showToast, type ToastMessage } from '../../ui/toast';
import { showFailure } from '../../ui/toast-outcome';
import {
  approvedMessage,
  archivedDescription,
  bulkApprovedMessage,
  declinedMessage,
  failureMessage,
} from './admin-messages';

/** Reads again what an admin action may have changed. */
function refreshAfterAction(): void {
  invalidate(api.adminPositions, api.adminAuditLog);
  void publicPositionsChanged();
}

/** Tells the admin an action failed: the server's message, or `fallback`. */
export function reportFailure(error: unknown, fallback: string): void {
  // The session ended while the page was open: sign in again, as on church pages.
  if (isUnauthorized(error)) return redirectToSignIn();
  showFailure(failureMessage(error, fallback));
}

async function run<T>(
  request: () => Promise<T>,
  success: (result: T) => ToastMessage,
  fallback: string,
): Promise<void> {
  try {
    showToast(success(await request()));
  } catch (error) {
    reportFailure(error, fallback);
  } finally {
    refreshAfterAction();
  }
}

/** The position as it is now, when an approval was refused because it changed (412). */
function changedSinceOpened(error: unknown): AdminPosition | undefined {
  if (!(error instanceof ApiError) || error.status !== 412) return undefined;
  return (error.body as Partial<ApprovalConflictBody> | null)?.current;
}

/** Puts positions as they are now into the admin list, so the screens show their new text. */
function showAsTheyAreNow(positions: readonly AdminPosition[]): void {
  if (positions.length === 0) return;
  const now = new Map(positions.map((position) => [position.id, position]));
  updateQueryData<AdminPosition[]>(api.adminPositions, (list) =>
    list.map((position) => now.get(position.id) ?? position),
  );
}

/** What an approval came to: `changed` when the position changed since the screen showed it. */
export type ApproveOutcome = 'approved' | 'changed' | 'failed';

/**
 * POST /api/admin/positions/{id}/approve with If-Match of the version shown: approves what waits,
 * the position or (`edit`) its edit. A closed position answers 409 with the server's 'reopen it
 * first', shown as it is; one changed since answers 412, and the screen shows its new text.
 */
export async function approvePosition(
  position: ReviewedPosition,
  edit = false,
): Promise<ApproveOutcome> {
  try {
    await apiRequest('POST', api.adminApprove(position.id), {
      headers: { [IF_MATCH_HEADER]: ifMatchValue(position.version) },
    });
    showToast(approvedMessage(edit));
    return 'approved';
  } catch (error) {
    const current = changedSinceOpened(error);
    if (current) showAsTheyAreNow([current]);
    reportFailure(error, 'Failed to approve position');
    return current ? 'changed' : 'failed';
  } finally {
    refreshAfterAction();
  }
}

/**
 * POST /api/admin/positions/bulk-approve { positions }, each at the version shown: the toast says
 * what was approved, what changed since (now shown with its new text) and what was refused.
 */
export function approvePositions(
  positions: ReviewedPosition[],
  titleOf: (id: string) => string,
): Promise<void> {
  return run(
    () =>
      apiRequest<BulkApproveResult>('POST', api.adminBulkApprove, {
        body: { positions },
        headers: onePressKey(),
      }),
    (result) => {
      // Named by the titles the admin ticked, before the list shows the new ones.
      const message = bulkApprovedMessage(result, titleOf);
      showAsTheyAreNow(result.changed);
      return message;
    },
    'Failed to approve positions',
  );
}

/**
 * POST /api/admin/positions/{id}/decline { reason, note }. Throws the failure, so the dialog can
 * put a 400's messages next to its fields; the lists are read again either way.
 */
export async function declinePosition(
  id: string,
  body: { reason: DeclineReason; note: string | null },
  edit: boolean,
): Promise<void> {
  try {
    await apiRequest('POST', api.adminDecline(id), { body, headers: onePressKey() });
    showToast(declinedMessage(edit));
  } finally {
    refreshAfterAction();
  }
}

/** DELETE /api/admin/positions/{id} with an empty object. */
export function deletePosition(id: string): Promise<void> {
  return run(
    () => apiRequest('DELETE', api.adminPosition(id), { body: {} }),
    () => ({
      title: 'Position Deleted',
      description: 'The position has been permanently deleted.',
    }),
    'Failed to delete position',
  );
}

/** POST /api/admin/archive-old { daysOld: 60 }. */
export function archiveOldPositions(): Promise<void> {
  return run(
    () =>
      apiRequest<ArchiveResult>('POST', api.adminArchiveOld, {
        body: { daysOld: ARCHIVE_AFTER_DAYS },
      }),
    (result) => ({ title: 'Positions Archived', description: archivedDescription(result.count) }),
    'Failed to archive positions',
  );
}
