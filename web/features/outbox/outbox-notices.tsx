// Mounted once for the whole app (lazily, by the root layout): starts the outbox's page runner,
// tells the student when a waiting application was delivered or refused (whichever tab or the
// service worker sent it), and keeps a notice under the navigation while applications wait.
import { Link, useRouterState } from '@tanstack/react-router';
import { CircleAlert, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { css } from '../../../styled-system/css';
import { useOnline } from '../../lib/online-status';
import { applicationOf, applicationTitle, positionClosed } from '../../offline/application-queue';
import type { OutboxEntry } from '../../offline/outbox-db';
import { onOutboxEvent } from '../../offline/outbox-events';
import { startOutboxRunner } from '../../offline/outbox-runner';
import { isToldBySubmitter } from '../../offline/outbox-submit';
import { noticeBar } from '../../ui/notice-bar';
import { underlinedLink } from '../../ui/text-link';
import { showToast } from '../../ui/toast';
import { rememberDeliveries } from './recent-deliveries';
import { useApplicationEntries } from './use-application-entries';

const line = css({ display: 'inline-flex', alignItems: 'center', gap: '2' });

/** Applications among the entries a flush reported, leaving out those the apply dialog reports. */
function applicationsIn(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return entries.filter((entry) => applicationOf(entry) && !isToldBySubmitter(entry.id));
}

function tellDelivered(entries: readonly OutboxEntry[]): void {
  const delivered = applicationsIn(entries);
  const first = delivered[0];
  if (!first) return;
  rememberDeliveries(delivered);
  showToast({
    title: 'Application Submitted',
    description:
      delivered.length === 1
        ? `Your application for ${applicationTitle(first)} has been sent to the church. Good luck!`
        : `Your ${delivered.length} waiting applications have been sent to the churches. Good luck!`,
  });
}

function tellRejected(entries: readonly OutboxEntry[]): void {
  const rejected = applicationsIn(entries);
  const first = rejected[0];
  if (!first) return;
  const reason =
    rejected.length > 1
      ? `${rejected.length} applications could not be delivered.`
      : positionClosed(first)
        ? `${applicationTitle(first)} has closed: the church no longer takes applications.`
        : `${applicationTitle(first)}: ${first.lastProblem?.message ?? 'the job board refused it.'}`;
  showToast({
    title: 'Application Not Sent',
    description: `${reason} It is kept under Pending applications for you to copy.`,
    variant: 'destructive',
  });
}

function plural(count: number, one: string, many: string): string {
  return count === 1 ? one : many.replace('{n}', String(count));
}

/** The delivery and refusal messages, and the notice while applications wait. */
export default function OutboxNotices() {
  const online = useOnline();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const entries = useApplicationEntries() ?? [];

  useEffect(() => {
    startOutboxRunner();
    return onOutboxEvent((event) => {
      if (event.type === 'delivered') tellDelivered(event.entries);
      if (event.type === 'rejected') tellRejected(event.entries);
    });
  }, []);

  // The pending page says all this itself.
  if (pathname === '/outbox') return null;
  const queued = entries.filter((entry) => entry.state !== 'rejected').length;
  const rejected = entries.length - queued;
  if (queued === 0 && rejected === 0) return null;
  return (
    <div
      role="status"
      className={noticeBar({ tone: rejected > 0 ? 'quiet' : 'news', tightRows: true })}
    >
      {queued > 0 ? (
        <span className={line}>
          <Clock size={16} aria-hidden />
          {plural(queued, '1 application is', '{n} applications are')} waiting to be sent.{' '}
          {queued === 1 ? 'It' : 'They'}{' '}
          {online
            ? 'will be sent as soon as the job board can be reached.'
            : "will be sent when you're back online."}
        </span>
      ) : null}
      {rejected > 0 ? (
        <span className={line}>
          <CircleAlert size={16} aria-hidden />
          {plural(rejected, '1 application', '{n} applications')} could not be delivered.
        </span>
      ) : null}
      <Link to="/outbox" className={underlinedLink({ weight: 'semibold', offset: true })}>
        Pending applications
      </Link>
    </div>
  );
}
