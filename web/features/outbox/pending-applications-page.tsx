// /outbox, 'Pending applications': what this device still has to send, and what it could not
// deliver (kept to copy), with 'Retry now'; applications delivered while the page is open are
// shown as sent.
import { Link } from '@tanstack/react-router';
import { CircleCheck, Inbox, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { badge, button, card } from '../../../styled-system/recipes';
import { retryOutboxNow } from '../../offline/outbox-runner';
import { EmptyState } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page';
import { underlinedLink } from '../../ui/text-link';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import { momentText as formatMoment } from '../../../shared/dates';
import { showFailure } from '../../ui/toast-outcome';
import { PendingApplicationCard } from './pending-application-card';
import { useRecentDeliveries } from './recent-deliveries';
import { useApplicationEntries } from './use-application-entries';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none' });
const sectionHeading = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3', mt: '8' });

function RetryButton() {
  const [sending, setSending] = useState(false);
  const retry = async () => {
    setSending(true);
    try {
      const report = await retryOutboxNow();
      if (report.stoppedBy === 'offline-or-server') {
        showToast({
          title: 'Not Sent Yet',
          description:
            "The job board can't be reached. Your applications stay saved on this device and will be sent automatically.",
        });
      }
    } catch {
      showFailure('The saved applications could not be read. Please try again.');
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      className={button({ variant: 'outline' })}
      disabled={sending}
      onClick={() => void retry()}
    >
      <RefreshCw size={16} aria-hidden /> {sending ? 'Sending...' : 'Retry now'}
    </button>
  );
}

/** The pending applications page. */
export function PendingApplicationsPage() {
  const entries = useApplicationEntries();
  const recent = useRecentDeliveries();
  const waiting = entries?.filter((entry) => entry.state !== 'rejected') ?? [];
  const refused = entries?.filter((entry) => entry.state === 'rejected') ?? [];
  return (
    <Page narrow>
      <PageHeader
        title="Pending applications"
        description="Applications saved on this device until they reach the church."
        actions={waiting.length > 0 ? <RetryButton /> : null}
      />
      {entries === undefined ? <Spinner label="Loading pending applications..." /> : null}
      {entries !== undefined && entries.length === 0 && recent.length === 0 ? (
        <EmptyState
          room="snug"
          icon={Inbox}
          title="No pending applications"
          description={
            <>
              Applications you send while offline wait here until they reach the church.{' '}
              <Link to="/jobs" className={underlinedLink({ offset: true })}>
                Browse positions
              </Link>
            </>
          }
        />
      ) : null}
      {waiting.length > 0 ? (
        <p className={css({ color: 'fg.muted', mb: '4' })} role="status">
          {waiting.length === 1 ? 'This application is' : 'These applications are'} sent
          automatically when the connection is back. You can close the app in the meantime.
        </p>
      ) : null}
      {entries && entries.length > 0 ? (
        <ul className={list}>
          {[...refused, ...waiting].map((entry) => (
            <li key={entry.id}>
              <PendingApplicationCard entry={entry} />
            </li>
          ))}
        </ul>
      ) : null}
      {recent.length > 0 ? (
        <section aria-labelledby="recently-sent">
          <h2 id="recently-sent" className={sectionHeading}>
            Sent
          </h2>
          <ul className={list}>
            {recent.map((delivery) => (
              <li key={delivery.id} className={card()}>
                <div
                  className={css({
                    display: 'flex',
                    flexWrap: 'wrap',
                    justifyContent: 'space-between',
                    gap: '2',
                  })}
                >
                  <div className={css({ minWidth: '0' })}>
                    <h3 className={css({ fontWeight: 'semibold', overflowWrap: 'anywhere' })}>
                      {delivery.title}
                    </h3>
                    {delivery.churchName ? (
                      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                        {delivery.churchName}
                      </p>
                    ) : null}
                  </div>
                  <span className={badge({ variant: 'success' })}>
                    <CircleCheck size={14} aria-hidden /> Delivered
                  </span>
                </div>
                <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>
                  Sent to the church{' '}
                  <time dateTime={new Date(delivery.deliveredAt).toISOString()}>
                    {formatMoment(delivery.deliveredAt)}
                  </time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
