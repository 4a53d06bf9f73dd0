// The admin's writes (spec sections 7 and 8, issue 14): approve (a position or its edit), decline
// with a reason, approve several at once, delete, archive. Online only. Each shows its toast, and
// afterwards the admin list, the audit log and the public positions are read again (also after a
// failure: another admin may have changed the position meanwhile).
import { api } from '../../../shared/api-routes';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import type { ArchiveResult, BulkApproveResult, DeclineReason } from '../../../shared/types';
import { apiRequest, isUnauthorized, onePressKey } from '../../lib/api-client';
import { invalidate } from '../../lib/query-cache';
import { redirectToSignIn } from '../../lib/sign-in-redirect';
import { publicPositionsChanged } from '../../offline/use-public-positions';
import { showToast, type ToastMessage } from '../../ui/toast';
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
  showToast({
    title: 'Error',
    description: failureMessage(error, fallback),
    variant: 'destructive',
  });
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

/**
 * POST /api/admin/positions/{id}/approve: approves what waits, the position or (`edit`) its edit.
 * A closed position answers 409 with the server's 'reopen it first', shown as it is.
 */
export function approvePosition(id: string, edit = false): Promise<void> {
  return run(
    () => apiRequest('POST', api.adminApprove(id)),
    () => approvedMessage(edit),
    'Failed to approve position',
  );
}

/** POST /api/admin/positions/bulk-approve { ids }: the toast says what was approved and what not. */
export function approvePositions(ids: string[], titleOf: (id: string) => string): Promise<void> {
  return run(
    () =>
      apiRequest<BulkApproveResult>('POST', api.adminBulkApprove, {
        body: { ids },
        headers: onePressKey(),
      }),
    (result) => bulkApprovedMessage(result, titleOf),
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

/** DELETE /api/admin/positions/{id} with an empty object (spec section 7). */
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
