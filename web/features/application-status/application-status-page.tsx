// /application-status/{token}: the student's private page, opened from the link in their
// confirmation e-mail or from the position's 'View your application'. No sign-in: the token is the
// capability. It shows the position, the status in the student's words, what they sent, how long
// it is kept, and 'Withdraw application'; offline, the copy this device kept.
import { css } from '../../../styled-system/css';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import { KeepingSection } from './keeping-section';
import { Message, SavedCopyNotice, Unavailable } from './status-messages';
import { PositionSection, SentSection, StatusSection } from './status-sections';
import { useApplicationStatus, type StatusRead } from './use-application-status';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });

/** The page's body for what the read found. */
function Content({
  read,
  token,
  retry,
  withdraw,
}: {
  read: StatusRead;
  token: string;
  retry: () => void;
  withdraw: () => Promise<void>;
}) {
  switch (read.state) {
    case 'loading':
      return <Spinner label="Loading your application..." />;
    case 'not-found':
      return (
        <Message title="Application not found">
          <p>{read.message}</p>
        </Message>
      );
    case 'withdrawn':
      return (
        <Message title="Application withdrawn">
          <p>Your application and your resume have been deleted. The church no longer sees them.</p>
        </Message>
      );
    case 'unavailable':
      return <Unavailable problem={read.problem} onRetry={retry} />;
    case 'ready': {
      const saved = read.problem !== undefined;
      return (
        <div className={stack}>
          {saved ? (
            <SavedCopyNotice savedAt={read.savedAt} problem={read.problem} onRetry={retry} />
          ) : null}
          <PositionSection position={read.view.position} />
          <StatusSection view={read.view} />
          <SentSection view={read.view} token={token} />
          <KeepingSection
            retentionDays={read.view.retentionDays}
            canWithdraw={!saved}
            onWithdraw={withdraw}
          />
        </div>
      );
    }
  }
}

/** The page of the application whose status token is `token`. */
export function ApplicationStatusPage({ token }: { token: string }) {
  const { read, retry, withdraw } = useApplicationStatus(token);
  const withdrawAndTell = async () => {
    const outcome = await withdraw();
    if (outcome.type === 'failed') {
      showToast({ title: 'Not Withdrawn', description: outcome.message, variant: 'destructive' });
    }
  };
  return (
    <Page narrow>
      <PageHeader
        title="Your application"
        description="This page is private to you: anyone with its link can see and withdraw your application, so keep the link to yourself."
      />
      <Content read={read} token={token} retry={retry} withdraw={withdrawAndTell} />
    </Page>
  );
}
