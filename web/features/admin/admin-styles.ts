// The looks the admin screens share: a section's heading and the dashed box of an empty or failed
// list.
import { css, cx } from '../../../styled-system/css';
import { emptyBox } from '../../ui/empty-state';

/** A section's heading ('All Positions (n)', 'Audit log'). */
export const sectionTitle = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '4' });

/** The box that says a list is empty, or could not be read. */
export const emptyState = cx(emptyBox({ room: 'snug' }), css({ color: 'fg.muted' }));
