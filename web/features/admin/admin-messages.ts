// The admin dashboard's words that depend on data and its age badge.
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import { ageBadgeVariant } from '../../../shared/rules';
import type { BulkApproveResult } from '../../../shared/types';
import { ApiError, NetworkError } from '../../lib/api-client';
import type { ToastMessage } from '../../ui/toast';

/** The 'Positions Archived' toast's description. */
export function archivedDescription(count: number): string {
  return `Successfully archived ${count} position(s) older than ${ARCHIVE_AFTER_DAYS} days.`;
}

/**
 * A failed admin action's description: the server's message, or the spec's fallback. Offline there
 * is no server message; the fallback then says why.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  if (error instanceof NetworkError) return `${fallback}. ${error.message}`;
  return fallback;
}

/** The age badge: its text and which of the three styles it takes. */
export function ageBadge(days: number): {
  label: string;
  variant: 'default' | 'secondary' | 'destructive';
} {
  // A clock a little ahead of the server's would give -1.
  const shown = Math.max(0, days);
  return { label: `${shown} ${shown === 1 ? 'day' : 'days'} old`, variant: ageBadgeVariant(shown) };
}

/** The toast after an approval: the spec's for a position, its like for an edit. */
export function approvedMessage(edit: boolean): ToastMessage {
  return edit
    ? { title: 'Edit Approved', description: 'Students now see the edited position.' }
    : { title: 'Position Approved', description: 'The position is now visible to students.' };
}

/** The toast after a decline: what the church will see and what it can do. */
export function declinedMessage(edit: boolean): ToastMessage {
  return edit
    ? {
        title: 'Edit Declined',
        description:
          'The church sees your reason on its dashboard. Students keep seeing the approved version.',
      }
    : {
        title: 'Position Declined',
        description: 'The church sees your reason on its dashboard and can edit and send it again.',
      };
}

function positionsCount(count: number): string {
  return `${count} ${count === 1 ? 'position' : 'positions'}`;
}

/** What the admin is told of positions a bulk approval skipped because they changed since. */
function changedWords(titles: string[]): string {
  const one = titles.length === 1;
  return `${one ? 'This position' : 'These positions'} changed since you opened ${one ? 'it' : 'them'}, so ${one ? 'it was' : 'they were'} not approved: ${titles.map((title) => `"${title}"`).join(', ')}. Review the new text before approving.`;
}

/**
 * The toast after 'Approve selected': how many were approved, those skipped because they changed
 * since the list was loaded, and each refusal with its reason.
 */
export function bulkApprovedMessage(
  result: BulkApproveResult,
  titleOf: (id: string) => string,
): ToastMessage {
  const approved = `Approved ${positionsCount(result.approved.length)}.`;
  if (result.refused.length === 0 && result.changed.length === 0) {
    return { title: 'Positions Approved', description: `${approved} Students can now see them.` };
  }
  const some = result.approved.length > 0;
  const parts = some ? [approved] : [];
  if (result.changed.length > 0) parts.push(changedWords(result.changed.map((p) => titleOf(p.id))));
  if (result.refused.length > 0) {
    const refused = result.refused.map(({ id, message }) => `"${titleOf(id)}": ${message}`);
    parts.push(`Not approved: ${refused.join(' ')}`);
  }
  return {
    title: some ? 'Some Positions Not Approved' : 'Positions Not Approved',
    description: parts.join(' '),
    variant: 'destructive',
  };
}
