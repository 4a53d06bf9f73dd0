// /saved: the positions the student saved on this device, newest first, readable offline and after
// they left the board (then marked 'No longer open'); each opens its page, each can be unsaved.
import { Link } from '@tanstack/react-router';
import { Bookmark } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useMyApplications } from '../../offline/use-my-applications';
import { useSavedPositions } from '../../offline/use-saved-positions';
import { EmptyState, emptyBox } from '../../ui/empty-state';
import { Page, PageHeader } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { SavedPositionItem } from './saved-position-item';

const list = css({ display: 'flex', flexDirection: 'column', gap: '4' });

function savedCountText(count: number): string {
  return `${count} saved ${count === 1 ? 'position' : 'positions'}`;
}

/** The student's saved positions. */
export function SavedPositionsPage() {
  const { saved, unavailable } = useSavedPositions();
  // Which of them this device applied to: 'Applied on' and the way to the status page.
  const mine = useMyApplications();
  return (
    <Page narrow>
      <PageHeader
        title="Saved Positions"
        description="Positions you saved on this device. They stay readable offline."
        actions={
          <Link to="/my-applications" className={button({ variant: 'outline', size: 'sm' })}>
            My applications
          </Link>
        }
      />
      {unavailable ? (
        <p role="alert" className={emptyBox()}>
          This browser does not let the job board store anything (private browsing can block it), so
          positions cannot be saved here.
        </p>
      ) : saved === undefined ? (
        <Spinner label="Loading saved positions..." />
      ) : saved.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title="No saved positions yet"
          description="Choose Save on a position to keep it here, even without a connection."
          action={
            <Link to="/jobs" className={`${button()} ${css({ mt: '6' })}`}>
              Browse Positions
            </Link>
          }
        />
      ) : (
        <>
          <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm', mb: '4' })}>
            {savedCountText(saved.length)}
          </p>
          <ul className={list}>
            {saved.map((entry) => (
              <li key={entry.positionId}>
                <SavedPositionItem entry={entry} application={mine?.get(entry.positionId)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
