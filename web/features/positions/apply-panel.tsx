// The detail page's 'Apply Now' box. The apply dialog (form, file upload, validation) is a separate
// chunk fetched when the student shows interest, so the detail page itself stays light. Once this
// device applied, the box says when, links to the status page, and 'Apply again' asks first; while
// an application waits in the outbox, it says 'Waiting to send' and 'Apply again' asks first too
// (decision 0028). Below lg the box is a bar fixed to the bottom of the screen (sticky-apply-bar.tsx).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { dateText } from '../../../shared/dates';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  AppliedBadge,
  ViewApplicationLink,
  WaitingApplicationLink,
  WaitingBadge,
} from '../../ui/applied-on';
import { useMyApplications } from '../../offline/use-my-applications';
import { useWaitingApplications } from '../../offline/use-waiting-applications';
import { appliedBeforeQuestion, WAITING_QUESTION } from './apply-questions';
import { StickyApplyBar } from './sticky-apply-bar';

const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(loadApplyDialog);

const note = css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center', mt: '3' });
const fromLarge = css({ display: { base: 'none', lg: 'block' } });
// Applying is done on screen: a printed page leaves the box out.
const notPrinted = css({ _print: { display: 'none !important' } });
const barRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
});

/** 'Apply Now' with 'No account required - apply directly', or why applying is not possible. */
export function ApplyPanel({
  positionId,
  positionTitle,
  churchName,
  open: acceptingApplications,
  openOnArrival = false,
  onArrivalHandled,
}: {
  positionId: string;
  positionTitle: string;
  churchName: string | null;
  /** False for a church's own pending or closed position, which students cannot apply to. */
  open: boolean;
  /** Opens the form as the panel appears (a card's 'Apply Now'); `onArrivalHandled` then runs. */
  openOnArrival?: boolean;
  onArrivalHandled?: () => void;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The question about the earlier application the dialog asks first, set by 'Apply again' only:
  // it does not change while a first application's dialog closes.
  const [askFirst, setAskFirst] = useState<string | null>(null);
  const cardTrigger = useRef<HTMLButtonElement>(null);
  const barTrigger = useRef<HTMLButtonElement>(null);
  // Of the card's button and the bar's, the one this screen width shows.
  const shownTrigger = () =>
    [cardTrigger.current, barTrigger.current].find((el) => el && el.getClientRects().length > 0) ??
    null;
  const mine = useMyApplications()?.get(positionId);
  const waiting = useWaitingApplications()?.has(positionId) === true;
  // Start fetching the dialog as soon as the pointer or focus reaches the button.
  const preload = useCallback(() => void loadApplyDialog().catch(() => undefined), []);
  const triggerProps = {
    'aria-haspopup': 'dialog',
    onPointerEnter: preload,
    onFocus: preload,
  } as const;
  const openDialog = (ask: string | null) => {
    setAskFirst(ask);
    setWanted(true);
    setDialogOpen(true);
  };

  // Once, as the page arrives: the records loading later do not open the form again.
  useEffect(() => {
    if (!openOnArrival) return;
    onArrivalHandled?.();
    if (acceptingApplications) openDialog(null);
  }, [openOnArrival]);

  if (!acceptingApplications) {
    return (
      <section className={cx(card(), notPrinted)} aria-label="Apply">
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          This position is not open for applications yet: students can apply once an admin has
          approved it.
        </p>
      </section>
    );
  }
  // The card beside the text from lg up; below lg the same actions in the bar at the bottom.
  return (
    <>
      <section className={cx(card(), fromLarge, notPrinted)} aria-label="Apply">
        {waiting ? (
          <>
            <p className={css({ mb: '3' })}>
              <WaitingBadge />
            </p>
            <WaitingApplicationLink size="lg" />
            <button
              ref={cardTrigger}
              type="button"
              className={cx(button({ variant: 'outline', fullWidth: true }), css({ mt: '3' }))}
              {...triggerProps}
              onClick={() => openDialog(WAITING_QUESTION)}
            >
              Apply again
            </button>
            <p className={note}>Saved on this device: it is sent when you are back online.</p>
          </>
        ) : mine ? (
          <>
            <p className={css({ mb: '3' })}>
              <AppliedBadge appliedAt={mine.appliedAt} />
            </p>
            <ViewApplicationLink statusToken={mine.statusToken} size="lg" />
            <button
              ref={cardTrigger}
              type="button"
              className={cx(button({ variant: 'outline', fullWidth: true }), css({ mt: '3' }))}
              {...triggerProps}
              onClick={() => openDialog(appliedBeforeQuestion(dateText(mine.appliedAt)))}
            >
              Apply again
            </button>
            <p className={note}>See what you sent and where your application stands.</p>
          </>
        ) : (
          <>
            <button
              ref={cardTrigger}
              type="button"
              className={button({ size: 'lg', fullWidth: true })}
              {...triggerProps}
              onClick={() => openDialog(null)}
            >
              Apply Now
            </button>
            <p className={note}>No account required - apply directly</p>
          </>
        )}
      </section>
      <StickyApplyBar applied={waiting || mine !== undefined}>
        {waiting ? (
          <>
            <p>
              <WaitingBadge />
            </p>
            <div className={barRow}>
              <WaitingApplicationLink />
              <button
                ref={barTrigger}
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                {...triggerProps}
                onClick={() => openDialog(WAITING_QUESTION)}
              >
                Apply again
              </button>
            </div>
          </>
        ) : mine ? (
          <>
            <p>
              <AppliedBadge appliedAt={mine.appliedAt} />
            </p>
            <div className={barRow}>
              <ViewApplicationLink statusToken={mine.statusToken} />
              <button
                ref={barTrigger}
                type="button"
                className={button({ variant: 'outline', size: 'sm' })}
                {...triggerProps}
                onClick={() => openDialog(appliedBeforeQuestion(dateText(mine.appliedAt)))}
              >
                Apply again
              </button>
            </div>
          </>
        ) : (
          <div className={barRow}>
            <button
              ref={barTrigger}
              type="button"
              className={cx(button(), css({ flexShrink: 0 }))}
              {...triggerProps}
              onClick={() => openDialog(null)}
            >
              Apply Now
            </button>
            <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>
              No account required - apply directly
            </p>
          </div>
        )}
      </StickyApplyBar>
      {wanted ? (
        <Suspense fallback={null}>
          <ApplyDialog
            open={dialogOpen}
            onOpenChange={setDialogOpen}
            positionId={positionId}
            positionTitle={positionTitle}
            churchName={churchName}
            askFirst={askFirst}
            onConfirmed={() => setAskFirst(null)}
            returnFocusTo={shownTrigger}
          />
        </Suspense>
      ) : null}
    </>
  );
}
