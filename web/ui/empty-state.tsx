// The dashed box that stands where a list would be: nothing to show yet, or nothing can be shown.
// One look for the browse grid, the saved positions, the pending applications and the admin lists.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cva } from '../../styled-system/css';

/** The box; `roomy` for a screen's whole content, `snug` for a list inside a screen. */
export const emptyBox = cva({
  base: {
    textAlign: 'center',
    px: '4',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.strong',
    borderRadius: 'lg',
  },
  variants: { room: { roomy: { py: '16' }, snug: { py: '12' } } },
  defaultVariants: { room: 'roomy' },
});

/** An icon, a heading, what to do about it and (`action`) a way on. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  room,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  room?: 'roomy' | 'snug';
}) {
  return (
    <div className={emptyBox({ room })}>
      <Icon size={40} aria-hidden className={css({ mx: 'auto', color: 'fg.muted', mb: '3' })} />
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h2>
      {description ? <p className={css({ color: 'fg.muted', mt: '2' })}>{description}</p> : null}
      {action}
    </div>
  );
}
