// A message above a form: what went wrong (destructive) or what happened (status).
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';

const box = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  borderWidth: '1px',
  borderRadius: 'md',
  px: '3',
  py: '2.5',
  mb: '4',
  fontSize: 'sm',
});
const problem = css({ borderColor: 'destructive', color: 'destructive.text', bg: 'bg' });
const info = css({ borderColor: 'border.strong', color: 'fg', bg: 'bg.muted' });
const icon = css({ flexShrink: 0, mt: '0.5' });

/** role="alert" for problems (read out at once), role="status" for good news. */
export function FormAlert({
  tone = 'problem',
  children,
}: {
  tone?: 'problem' | 'info';
  children: ReactNode;
}) {
  const Icon = tone === 'problem' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'problem' ? 'alert' : 'status'}
      className={cx(box, tone === 'problem' ? problem : info)}
    >
      <Icon size={16} aria-hidden className={icon} />
      <div>{children}</div>
    </div>
  );
}
