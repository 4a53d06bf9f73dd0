// 'Check your e-mail' (DESIGN.md): a built-in account proves its address before it can choose a
// role. 'Send again' mails a fresh link (POST /api/auth/local/resend-verification).
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import type { CurrentUser } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { apiRequest } from '../../lib/api-client';
import { invalidate } from '../../lib/query-cache';
import { failureMessage } from '../../ui/form/server-field-errors';
import { AuthLayout } from './auth-layout';
import { FormAlert } from './form-alert';

type Resend =
  { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string };

const lead = css({ display: 'flex', gap: '3', alignItems: 'flex-start', mb: '4' });
const icon = css({ color: 'primary.text', flexShrink: 0, mt: '0.5' });
const muted = css({ color: 'fg.muted', fontSize: 'sm', mt: '2' });
const actions = css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '5' });
const small = css({
  fontSize: 'sm',
  color: 'fg.muted',
  mt: '4',
  '& a, & button': {
    color: 'primary.text',
    fontWeight: 'medium',
    textDecoration: 'underline',
    cursor: 'pointer',
  },
});

/** The waiting screen of an unverified account. */
export function CheckEmail({ user }: { user: CurrentUser }) {
  const [resend, setResend] = useState<Resend>({ kind: 'idle' });

  async function sendAgain() {
    setResend({ kind: 'sending' });
    try {
      await apiRequest('POST', api.localResendVerification);
      setResend({ kind: 'sent' });
    } catch (error) {
      // 429 carries the server's "try again in N minutes".
      setResend({
        kind: 'failed',
        message: failureMessage(error, 'Could not send the e-mail. Please try again.'),
      });
    }
  }

  return (
    <AuthLayout title="Check your e-mail">
      <div className={lead}>
        <MailCheck size={28} aria-hidden className={icon} />
        <div>
          <p>
            We sent a link to{' '}
            <strong className={css({ overflowWrap: 'anywhere' })}>{user.email}</strong>. Open it to
            confirm your address, then choose how you'll use the job board.
          </p>
          <p className={muted}>
            The link works for 24 hours. Nothing there? Look in your spam folder, or send it again.
          </p>
        </div>
      </div>
      {resend.kind === 'sent' ? (
        <FormAlert tone="info">
          A new link is on its way to {user.email}. Only the newest link works.
        </FormAlert>
      ) : null}
      {resend.kind === 'failed' ? <FormAlert>{resend.message}</FormAlert> : null}
      <div className={actions}>
        <button
          type="button"
          className={button({ variant: 'outline', fullWidth: true })}
          disabled={resend.kind === 'sending'}
          onClick={() => void sendAgain()}
        >
          {resend.kind === 'sending' ? 'Sending...' : 'Send again'}
        </button>
      </div>
      <p className={small}>
        Confirmed it on another device?{' '}
        <button type="button" onClick={() => invalidate(api.authUser)}>
          Check again
        </button>
        . Wrong address? <a href={api.logout}>Log out</a> and create the account again.
      </p>
    </AuthLayout>
  );
}
