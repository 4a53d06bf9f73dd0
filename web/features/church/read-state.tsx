// What a church screen shows of its read (use-church-data.ts) beside or in place of its data: a
// spinner while it is read; the failure with 'Try again', or the thing's own 'not found' (404,
// 403); and, when the server cannot be reached, the date of the copy kept on this device (the
// app's offline bar already says that changes are kept and sent later).
import { CircleAlert, History } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { Spinner } from '../../ui/spinner';
import { momentText } from '../../../shared/dates';
import { emptyPanel, messagePanel } from './message-panel';
import { isGone, type ChurchRead } from './offline/use-church-data';

const savedNote = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  mb: '4',
  color: 'fg.muted',
  fontSize: 'sm',
});

/** The thing's own 'not found': a heading (at `level` in the page's outline) and words. */
export interface GoneText {
  heading: string;
  text: string;
  level: 'h1' | 'h2';
}

/** 'Position not found', for the screens about one position. */
export const positionGone = (level: 'h1' | 'h2'): GoneText => ({
  heading: 'Position not found',
  text: "This position no longer exists, or it is not one of your church's positions.",
  level,
});

/** The read's state; nothing while it is the server's answer. */
export function ReadState({
  read,
  what,
  loading = 'Loading...',
  gone,
}: {
  read: ChurchRead<unknown>;
  /** What is read, e.g. 'your church profile'. */
  what: string;
  /** The spinner's words. */
  loading?: string;
  gone?: GoneText;
}) {
  if (read.status === 'loading') return <Spinner label={loading} />;
  if (read.status === 'ready') {
    if (read.savedAt === undefined || !read.unreachable) return null;
    return (
      <p className={savedNote}>
        <History size={16} aria-hidden />
        Saved on this device on {momentText(read.savedAt)}.
      </p>
    );
  }
  if (gone && isGone(read.error)) {
    const Heading = gone.level;
    return (
      <div className={emptyPanel} role="alert">
        <Heading className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          {gone.heading}
        </Heading>
        <p className={css({ color: 'fg.muted' })}>{gone.text}</p>
      </div>
    );
  }
  const reason =
    read.error instanceof NetworkError
      ? read.error.message
      : `Something went wrong while loading ${what}.`;
  return (
    <div role="alert" className={messagePanel}>
      <CircleAlert size={32} aria-hidden className={css({ color: 'destructive.text' })} />
      <p>{reason}</p>
      <button type="button" className={button({ variant: 'outline' })} onClick={read.retry}>
        Try again
      </button>
    </div>
  );
}
