// /my-applications: the applications sent from this device, newest first, each with its position,
// the day it was sent, where it stands and the way to its private status page; those still waiting
// to be sent are counted with the way to them; the apply form's remembered details can be
// forgotten here. No account: the list is this device's own records (my-applications.ts), readable
// offline with the statuses last read.
import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useWaitingApplications } from '../../offline/use-waiting-applications';
import { EmptyState, emptyBox } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { underlinedLink } from '../../ui/text-link';
import { MyApplicationItem } from './my-application-item';
import { RememberedDetails } from './remembered-details';
import { useMyApplicationList } from './use-my-application-list';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const waitingNote = css({ color: 'fg.muted', mb: '4' });

function waitingText(count: number): string {
  return count === 1
    ? '1 application is waiting to be sent from this device.'
    : `${count} applications are waiting to be sent from this device.`;
}

/** The student's applications from this device. */
export function MyApplicationsPage() {
  const applications = useMyApplicationList();
  const waiting = useWaitingApplications()?.size ?? 0;
  return (
    <Page narrow>
      <PageHeader
        title="My applications"
        description="Applications sent from this device, and where each one stands."
      />
      {waiting > 0 ? (
        <p className={waitingNote}>
          {waitingText(waiting)}{' '}
          <Link to="/outbox" className={underlinedLink({ offset: true })}>
            See pending applications
          </Link>
        </p>
      ) : null}
      {applications.state === 'unavailable' ? (
        <p role="alert" className={emptyBox()}>
          This browser does not let the job board store anything (private browsing can block it), so
          the applications sent from it cannot be listed. The e-mail sent with each application
          links to its status.
        </p>
      ) : applications.state === 'loading' ? (
        <Spinner label="Loading your applications..." />
      ) : applications.records.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No applications yet"
          description="Applications you send from this device are listed here, with where each one stands."
          action={
            <Link to="/jobs" className={`${button()} ${css({ mt: '6' })}`}>
              Browse Positions
            </Link>
          }
        />
      ) : (
        <ul className={list}>
          {applications.records.map((record) => (
            <li key={record.applicationId}>
              <MyApplicationItem application={record} />
            </li>
          ))}
        </ul>
      )}
      <RememberedDetails />
    </Page>
  );
}
