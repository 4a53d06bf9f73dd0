// What the status page says instead of, or above, the application: the saved copy's notice, a
// message in its place (not found, withdrawn), and the page that could not be loaded.
import { Link } from '@tanstack/react-router';
import { CloudOff } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { momentText } from '../../../shared/dates';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { Notice } from '../../ui/notice';
import { muted } from './status-styles';

const messageCard = cx(card(), css({ textAlign: 'center', py: '10' }));

/** 'Saved copy from {time}': what is shown is the last answer kept on this device. */
export function SavedCopyNotice({
  savedAt,
  problem,
  onRetry,
}: {
  savedAt: number | undefined;
  problem: unknown;
  onRetry: () => void;
}) {
  return (
    <Notice icon={CloudOff} role="status">
      <div className={css({ minWidth: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>
          Saved copy from {savedAt === undefined ? 'an earlier visit' : momentText(savedAt)}
        </p>
        <p className={muted}>
          {problem instanceof NetworkError
            ? "You're offline or the job board can't be reached, so this is what it said last time."
            : "The job board can't answer right now, so this is what it said last time."}
        </p>
        <button
          type="button"
          className={cx(button({ variant: 'outline', size: 'sm' }), css({ mt: '2' }))}
          onClick={onRetry}
        >
          Check again
        </button>
      </div>
    </Notice>
  );
}

/** A message in place of the application, its heading focused so a screen reader hears it. */
export function Message({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section role="alert" className={messageCard}>
      <h2
        ref={heading}
        tabIndex={-1}
        className={css({ fontSize: 'xl', fontWeight: 'semibold', _focus: { outline: 'none' } })}
      >
        {title}
      </h2>
      <div className={css({ color: 'fg.muted', mt: '2' })}>{children}</div>
      <Link to="/jobs" className={cx(button({ variant: 'outline' }), css({ mt: '6' }))}>
        Browse positions
      </Link>
    </section>
  );
}

/** Neither the job board nor a saved copy: offline on a first visit, or the server failed. */
export function Unavailable({ problem, onRetry }: { problem: unknown; onRetry: () => void }) {
  const offline = problem instanceof NetworkError;
  return (
    <div role="alert" className={messageCard}>
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {offline ? "You're offline" : 'Your application could not be loaded'}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>
        {offline
          ? 'This application has not been opened on this device before, so there is no saved copy to show. Open this link again when you are connected.'
          : 'Something went wrong on our side. Please try again in a moment.'}
      </p>
      <button
        type="button"
        className={cx(button({ variant: 'outline' }), css({ mt: '6' }))}
        onClick={onRetry}
      >
        Try Again
      </button>
    </div>
  );
}
