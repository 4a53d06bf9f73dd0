// The looks the admin screens share: a section's heading and the dashed box of an empty or failed
// list.
import { css } from '../../../styled-system/css';

/** A section's heading ('All Positions (n)', 'Audit log'). */
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' });

/** The box that says a list is empty, or could not be read. */
export const emptyState = css({
  textAlign: 'center',
  color: 'fg.muted',
  py: '12',
  px: '4',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  borderRadius: 'lg',
});
