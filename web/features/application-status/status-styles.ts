// The styles the status page's sections share.
import { css, cx } from '../../../styled-system/css';
import { textLink } from '../../ui/text-link';

export const sectionHeading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
export const muted = css({ color: 'fg.muted', fontSize: 'sm' });
export const link = cx(textLink, css({ textUnderlineOffset: '2px' }));
