// Cancel (back to the dashboard) and the form's submit button, at the end of a church form.
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

/** The buttons at the end of a church form; `children` is its submit button. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className={row}>
      <Link to="/church/dashboard" className={button({ variant: 'outline' })}>
        Cancel
      </Link>
      {children}
    </div>
  );
}
