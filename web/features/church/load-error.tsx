// What a church screen shows when its data could not be read: the reason and a way to try again.
import { CircleAlert } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { messagePanel } from './message-panel';

/** A failed read, with 'Try again'. */
export function LoadError({
  what,
  error,
  onRetry,
}: {
  /** What could not be loaded, e.g. 'your church profile'. */
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  const reason =
    error instanceof NetworkError ? error.message : `Something went wrong while loading ${what}.`;
  return (
    <div role="alert" className={messagePanel}>
      <CircleAlert size={32} aria-hidden className={css({ color: 'destructive.text' })} />
      <p>{reason}</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
