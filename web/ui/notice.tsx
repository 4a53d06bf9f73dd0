// A box in the page that says where something stands, its icon on the left: a position's status
// on the church's page, a saved copy shown while the job board cannot be reached.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cva } from '../../styled-system/css';

/** `warning` stands out on a card's ground with a destructive border. */
const noticeBox = cva({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    p: '4',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.subtle',
  },
  variants: { tone: { info: {}, warning: { borderColor: 'destructive', bg: 'bg.card' } } },
  defaultVariants: { tone: 'info' },
});
const iconClass = css({ flexShrink: 0, mt: '0.5' });

/** The icon, then the words; `role` when the notice must be announced. */
export function Notice({
  icon: Icon,
  tone,
  role,
  children,
}: {
  icon: LucideIcon;
  tone?: 'info' | 'warning';
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={noticeBox({ tone })} role={role}>
      <Icon size={20} aria-hidden className={iconClass} />
      {children}
    </div>
  );
}
