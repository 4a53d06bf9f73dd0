// The styles the status page's sections share.
import { css } from '../../../styled-system/css';
import { underlinedLink } from '../../ui/text-link';

export const sectionHeading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const link = underlinedLink({ icon: 'tight', offset: true });
