// What a position screen shows when its data could not be loaded: why, and a way to try again.
import { RefreshCw } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';

/** The failure in words a student can act on. */
function describe(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  return 'Something went wrong on our side. Please try again in a moment.';
}

/** An alert with the reason and a Try Again button. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className={css({
        textAlign: 'center',
        py: '12',
        px: '4',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'lg',
        bg: 'bg.muted',
      })}
    >
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{describe(error)}</p>
      <button
        type="button"
        className={`${button({ variant: 'outline' })} ${css({ mt: '6' })}`}
        onClick={onRetry}
      >
        <RefreshCw size={16} aria-hidden />
        Try Again
      </button>
    </div>
  );
}
