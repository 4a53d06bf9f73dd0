// /keep-open/{token} (decision 0024): the page of the expiry e-mail's link. It shows the position
// and when it would be archived, and one button, 'Keep open 60 more days'. Opening the page changes
// nothing (mail scanners open links); the button does, once. No sign-in: the token is the
// capability. A used or expired link (410) says so and points to the dashboard.
import { Link } from '@tanstack/react-router';
import { CalendarClock, CircleAlert, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { ARCHIVE_AFTER_DAYS } from '../../../shared/constants';
import type { KeepOpenPreview } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { ApiError } from '../../lib/api-client';
import { useApiQuery } from '../../lib/query-cache';
import { usePageTitle } from '../../lib/use-page-title';
import { Page } from '../../ui/page';
import { dateText } from '../../../shared/dates';
import { Spinner } from '../../ui/spinner';
import { keepOpen, type KeepOpenResult } from './keep-open';

const panel = cx(
  card(),
  css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '4',
    textAlign: 'center',
  }),
);
const heading = css({
  fontSize: { base: 'xl', md: '2xl' },
  fontWeight: 'bold',
  overflowWrap: 'anywhere',
});
const muted = css({ color: 'fg.muted' });

/** A link that no longer works: used already, expired, or never valid. */
function LinkUsed() {
  return (
    <div className={panel} role="alert">
      <CircleAlert size={36} aria-hidden className={css({ color: 'destructive.text' })} />
      <h1 className={heading}>This link can no longer be used</h1>
      <p className={muted}>
        It was used already or it has expired. Your dashboard shows each position and when it
        closes.
      </p>
      <Link to="/church/dashboard" className={button()}>
        Go to your dashboard
      </Link>
    </div>
  );
}

/** The position kept open: until when. */
function KeptOpen({ preview }: { preview: KeepOpenPreview }) {
  return (
    <div className={panel} role="status">
      <CircleCheck size={36} aria-hidden className={css({ color: 'success' })} />
      <h1 className={heading}>“{preview.title}” stays open</h1>
      <p>
        Students can find it and apply until{' '}
        <time dateTime={preview.archivesOn}>{dateText(preview.archivesOn)}</time>.
      </p>
      <Link to="/church/dashboard" className={button({ variant: 'outline' })}>
        Go to your dashboard
      </Link>
    </div>
  );
}

/** The screen. */
export function KeepOpenPage({ token }: { token: string }) {
  usePageTitle('Keep position open');
  const preview = useApiQuery<KeepOpenPreview>(api.keepOpen(token));
  const [result, setResult] = useState<KeepOpenResult | null>(null);
  const [sending, setSending] = useState(false);

  async function extend() {
    setSending(true);
    try {
      setResult(await keepOpen(token));
    } finally {
      setSending(false);
    }
  }

  let content;
  if (result?.type === 'kept') content = <KeptOpen preview={result.preview} />;
  else if (result?.type === 'gone') content = <LinkUsed />;
  else if (preview.status === 'pending') content = <Spinner />;
  else if (preview.status === 'error') {
    const gone = preview.error instanceof ApiError && preview.error.status < 500;
    content = gone ? (
      <LinkUsed />
    ) : (
      <div className={panel} role="alert">
        <p>The job board could not be reached. Check your connection and try again.</p>
        <button type="button" className={button({ variant: 'outline' })} onClick={preview.refetch}>
          Try again
        </button>
      </div>
    );
  } else {
    content = (
      <div className={panel}>
        <CalendarClock size={36} aria-hidden className={css({ color: 'primary.text' })} />
        <h1 className={heading}>Keep “{preview.data.title}” open?</h1>
        <p>
          It will be archived on{' '}
          <time dateTime={preview.data.archivesOn}>{dateText(preview.data.archivesOn)}</time> and
          students will no longer see it. Keep it open for {ARCHIVE_AFTER_DAYS} more days if you are
          still looking for someone.
        </p>
        {result?.type === 'failed' ? (
          <p role="alert" className={css({ color: 'destructive.text', fontWeight: 'medium' })}>
            {result.message}
          </p>
        ) : null}
        <button
          type="button"
          className={button({ size: 'lg' })}
          disabled={sending}
          onClick={() => void extend()}
        >
          {sending ? 'Keeping it open...' : `Keep open ${ARCHIVE_AFTER_DAYS} more days`}
        </button>
      </div>
    );
  }
  return <Page narrow>{content}</Page>;
}
