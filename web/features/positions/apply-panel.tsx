// The detail page's 'Apply Now' box. The apply dialog (form, file upload, validation) is a separate
// chunk fetched when the student shows interest, so the detail page itself stays light. Once this
// device applied, the box says when, links to the status page, and 'Apply again' asks first.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { AppliedBadge, appliedDay, ViewApplicationLink } from '../../ui/applied-on';
import { useMyApplications } from '../../offline/use-my-applications';

const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(loadApplyDialog);

const note = css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center', mt: '3' });

/** 'Apply Now' with 'No account required - apply directly', or why applying is not possible. */
export function ApplyPanel({
  positionId,
  positionTitle,
  churchName,
  open: acceptingApplications,
}: {
  positionId: string;
  positionTitle: string;
  churchName: string | null;
  /** False for a church's own pending or closed position, which students cannot apply to. */
  open: boolean;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // The day of the earlier application the dialog asks about first, set by 'Apply again' only:
  // it does not change while a first application's dialog closes.
  const [askFirst, setAskFirst] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const mine = useMyApplications()?.get(positionId);
  // Start fetching the dialog as soon as the pointer or focus reaches the button.
  const preload = useCallback(() => void loadApplyDialog().catch(() => undefined), []);
  const openDialog = (ask: string | null) => {
    setAskFirst(ask);
    setWanted(true);
    setDialogOpen(true);
  };

  if (!acceptingApplications) {
    return (
      <section className={card()} aria-label="Apply">
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          This position is not open for applications yet: students can apply once an admin has
          approved it.
        </p>
      </section>
    );
  }
  return (
    <section className={card()} aria-label="Apply">
      {mine ? (
        <>
          <p className={css({ mb: '3' })}>
            <AppliedBadge appliedAt={mine.appliedAt} />
          </p>
          <ViewApplicationLink statusToken={mine.statusToken} size="lg" />
          <button
            ref={trigger}
            type="button"
            className={cx(button({ variant: 'outline', fullWidth: true }), css({ mt: '3' }))}
            aria-haspopup="dialog"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => openDialog(appliedDay(mine.appliedAt))}
          >
            Apply again
          </button>
          <p className={note}>See what you sent and where your application stands.</p>
        </>
      ) : (
        <>
          <button
            ref={trigger}
            type="button"
            className={button({ size: 'lg', fullWidth: true })}
            aria-haspopup="dialog"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => openDialog(null)}
          >
            Apply Now
          </button>
          <p className={note}>No account required - apply directly</p>
        </>
      )}
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
            returnFocusTo={() => trigger.current}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
