// The detail page's 'Apply Now' box. The apply dialog (form, file upload, validation) is a separate
// chunk fetched when the student shows interest, so the detail page itself stays light.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { css } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';

const loadApplyDialog = () => import('./apply-dialog');
const ApplyDialog = lazy(loadApplyDialog);

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
  const trigger = useRef<HTMLButtonElement>(null);
  // Start fetching the dialog as soon as the pointer or focus reaches the button.
  const preload = useCallback(() => void loadApplyDialog().catch(() => undefined), []);

  return (
    <section className={card()} aria-label="Apply">
      {acceptingApplications ? (
        <>
          <button
            ref={trigger}
            type="button"
            className={button({ size: 'lg', fullWidth: true })}
            aria-haspopup="dialog"
            onPointerEnter={preload}
            onFocus={preload}
            onClick={() => {
              setWanted(true);
              setDialogOpen(true);
            }}
          >
            Apply Now
          </button>
          <p className={css({ color: 'fg.muted', fontSize: 'sm', textAlign: 'center', mt: '3' })}>
            No account required - apply directly
          </p>
          {wanted ? (
            <Suspense fallback={null}>
              <ApplyDialog
                open={dialogOpen}
                onOpenChange={setDialogOpen}
                positionId={positionId}
                positionTitle={positionTitle}
                churchName={churchName}
                returnFocusTo={() => trigger.current}
              />
            </Suspense>
          ) : null}
        </>
      ) : (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          This position is not open for applications yet: students can apply once an admin has
          approved it.
        </p>
      )}
    </section>
  );
}
