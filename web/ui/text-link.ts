// The look of a link inside the text (a file, an e-mail address, the position, a way to another
// screen): underlined in the primary colour. Its kinds: how bold, whether an icon sits beside its
// words (`icon`, `tight` or `wide`), and whether the underline stands off the letters (`offset`).
import { cva } from '../../styled-system/css';

/** An underlined link in the primary colour. */
export const underlinedLink = cva({
  base: { color: 'primary.text', textDecoration: 'underline' },
  variants: {
    weight: { normal: {}, medium: { fontWeight: 'medium' }, semibold: { fontWeight: 'semibold' } },
    icon: {
      none: {},
      tight: { display: 'inline-flex', alignItems: 'center', gap: '1' },
      wide: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    },
    offset: { true: { textUnderlineOffset: '2px' } },
  },
  defaultVariants: { weight: 'medium', icon: 'none' },
});

/** An underlined inline link with room for an icon beside its words. */
export const textLink = underlinedLink({ icon: 'tight' });
