// Cancel (back to the dashboard, or where the form was opened from) and the form's submit button,
// at the end of a church form.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

const row = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  pt: '2',
});

/** The look of the form's Cancel link, for a form that goes back elsewhere. */
export const cancelLink = button({ variant: 'outline' });

/**
 * The buttons at the end of a church form; `children` is its submit button, `cancel` a Cancel
 * link of its own (the dashboard's by default).
 */
export function FormActions({ children, cancel }: { children: ReactNode; cancel?: ReactNode }) {
  return (
    <div className={row}>
      {cancel ?? (
        <Link to="/church/dashboard" className={cancelLink}>
          Cancel
        </Link>
      )}
      {children}
    </div>
  );
}
