// What an admin screen shows while its read is on its way or has failed: a spinner, or the reason
// and 'Try again'. Offline it shows neither: the screen says it needs a connection instead
// (admin-gate.tsx), and the read is tried again once the connection is back.
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { QueryState } from '../../lib/query-cache';
import { Spinner } from '../../ui/spinner';
import { isUnreachable } from './admin-gate';
import { failureMessage } from './admin-messages';
import { emptyState } from './admin-styles';

/** The spinner (`loading`) or the failure (the server's message, else `fallback`) of a read. */
export function ReadState({
  query,
  online,
  loading,
  fallback,
}: {
  query: QueryState<unknown> & { refetch: () => void };
  online: boolean;
  loading: string;
  fallback: string;
}) {
  if (query.status === 'pending') return online ? <Spinner label={loading} /> : null;
  if (query.status !== 'error' || (isUnreachable(query) && !online)) return null;
  return (
    <div role="alert" className={emptyState}>
      <p>{failureMessage(query.error, fallback)}</p>
      <button
        type="button"
        className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '4' }))}
        onClick={query.refetch}
      >
        Try again
      </button>
    </div>
  );
}
