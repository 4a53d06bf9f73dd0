// Cancel (back to the dashboard) and the form's submit button, which says what it is doing.
import { Link } from '@tanstack/react-router';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

const row = css({
  display: 'flex',
  flexDirection: { base: 'column-reverse', sm: 'row' },
  justifyContent: 'flex-end',
  gap: '3',
  pt: '2',
});

/** The buttons at the end of a church form. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
}) {
  return (
    <div className={row}>
      <Link to="/church/dashboard" className={button({ variant: 'outline' })}>
        Cancel
      </Link>
      <button type="submit" className={button()} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </div>
  );
}
