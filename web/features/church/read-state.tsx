// What a church screen shows of its read (use-church-data.ts) beside or in place of its data: a
// spinner while it is read; the failure with 'Try again', or the thing's own 'not found' (404,
// 403); and, when the server cannot be reached, the date of the copy kept on this device (the
// app's offline bar already says that changes are kept and sent later).
import { CircleAlert, History } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { NetworkError } from '../../lib/api-client';
import { Page } from '../../ui/page';
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

/** What ReadState says of a read. */
interface ReadStateProps {
  read: ChurchRead<unknown>;
  /** What is read, e.g. 'your church profile'. */
  what: string;
  /** The spinner's words. */
  loading?: string;
  gone?: GoneText;
}

/** The read's state; nothing while it is the server's answer. */
export function ReadState({ read, what, loading = 'Loading...', gone }: ReadStateProps) {
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

/**
 * A screen of one read: until the read is ready, its header and the read's state alone; then its
 * header, the read's state (the kept copy's date) and `children` with the data.
 */
export function ReadPage<T>({
  read,
  header,
  children,
  ...state
}: ReadStateProps & { read: ChurchRead<T>; header: ReactNode; children?: (data: T) => ReactNode }) {
  return (
    <Page>
      {header}
      <ReadState read={read} {...state} />
      {read.status === 'ready' ? children?.(read.data) : null}
    </Page>
  );
}
