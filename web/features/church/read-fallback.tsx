// A church screen about one thing (an application, a position) while its read is on its way or
// after it failed: the way back to the dashboard, then a spinner, the screen's own 'not found'
// (404, 403), or the failure with 'Try again'.
import type { ReactNode } from 'react';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { isGone } from './applications/use-review-data';
import { BackToDashboard } from './back-link';
import { LoadError } from './load-error';

/** The read when it has nothing to show yet. */
export type UnreadyRead = { status: 'loading' } | { status: 'error'; error: unknown };

/** The page in place of the screen; `what` names the thing ('the position'). */
export function ReadFallback({
  read,
  retry,
  what,
  gone,
}: {
  read: UnreadyRead;
  retry: () => void;
  what: string;
  gone: ReactNode;
}) {
  let content: ReactNode;
  if (read.status === 'loading') content = <Spinner label={`Loading ${what}...`} />;
  else if (isGone(read.error)) content = gone;
  else content = <LoadError what={what} error={read.error} onRetry={retry} />;
  return (
    <Page>
      <BackToDashboard />
      {content}
    </Page>
  );
}
