// 'Your data' on the status page: how long the application is kept, and withdrawing it.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { muted, sectionHeading } from './status-styles';

/** How long the application is kept, and withdrawing it. */
export function KeepingSection({
  retentionDays,
  canWithdraw,
  onWithdraw,
}: {
  retentionDays: number;
  /** False on a saved copy: withdrawing needs the job board. */
  canWithdraw: boolean;
  onWithdraw: () => Promise<void>;
}) {
  const [withdrawing, setWithdrawing] = useState(false);
  return (
    <section className={card()} aria-labelledby="status-keeping">
      <h2 id="status-keeping" className={sectionHeading}>
        Your data
      </h2>
      <p>
        Your application and resume are deleted {retentionDays} days after the position closes. You
        can withdraw it at any time.
      </p>
      <div className={css({ mt: '4' })}>
        <ConfirmDialog
          trigger={
            <>
              <Trash2 size={16} aria-hidden />
              {withdrawing ? 'Withdrawing...' : 'Withdraw application'}
            </>
          }
          title="Withdraw your application?"
          description="Your application and your resume will be deleted, and the church will no longer see them. This cannot be undone."
          confirmLabel="Withdraw application"
          disabled={!canWithdraw || withdrawing}
          onConfirm={() => {
            setWithdrawing(true);
            void onWithdraw().finally(() => setWithdrawing(false));
          }}
        />
        {canWithdraw ? null : (
          <p className={cx(muted, css({ mt: '2' }))}>
            Withdrawing needs a connection to the job board.
          </p>
        )}
      </div>
    </section>
  );
}
