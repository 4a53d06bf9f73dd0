// The admin's writes (spec sections 7 and 8): approve, delete, archive. Online only. Each shows its
// toast, and afterwards the admin list and the public positions are read again (also after a
// failure: another admin may have changed the position meanwhile).
import { api } from '../../../shared/api-routes';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import type { ArchiveResult } from '../../../shared/types';
import { apiRequest, isUnauthorized } from '../../lib/api-client';
import { invalidate } from '../../lib/query-cache';
import { redirectToSignIn } from '../../lib/sign-in-redirect';
import { publicPositionsChanged } from '../../offline/use-public-positions';
import { showToast, type ToastMessage } from '../../ui/toast';
import { archivedDescription, failureMessage } from './admin-messages';

async function run<T>(
  request: () => Promise<T>,
  success: (result: T) => ToastMessage,
  fallback: string,
): Promise<void> {
  try {
    showToast(success(await request()));
  } catch (error) {
    // The session ended while the page was open: sign in again, as on church pages.
    if (isUnauthorized(error)) return redirectToSignIn();
    showToast({
      title: 'Error',
      description: failureMessage(error, fallback),
      variant: 'destructive',
    });
  } finally {
    invalidate(api.adminPositions);
    void publicPositionsChanged();
  }
}

/** POST /api/admin/positions/{id}/approve. */
export function approvePosition(id: string): Promise<void> {
  return run(
    () => apiRequest('POST', api.adminApprove(id)),
    () => ({ title: 'Position Approved', description: 'The position is now visible to students.' }),
    'Failed to approve position',
  );
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
