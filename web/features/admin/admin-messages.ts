// The admin dashboard's words that depend on data (spec section 8) and its age badge.
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import { ageBadgeVariant } from '../../../shared/rules';
import { ApiError, NetworkError } from '../../lib/api-client';

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
