// Page containers: one width and padding for every screen, mobile first. On a phone the margins
// are tight, so the first screen shows content rather than space.
import type { ReactNode } from 'react';
import { css, cva } from '../../styled-system/css';

/**
 * A screen's centred column: `wide` for lists, `narrow` for forms, `card` for the sign-in screens'
 * single card, `choice` for the role choice's two cards.
 */
export const pageColumn = cva({
  base: { width: '100%', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '10' } },
  variants: {
    width: {
      wide: { maxWidth: '72rem' },
      narrow: { maxWidth: '48rem' },
      // A variant's responsive values merge into the base's, so `md` is named to keep it at 4.
      card: { maxWidth: '30rem', px: { base: '3', sm: '4', md: '4' }, py: { base: '6', md: '12' } },
      choice: { maxWidth: '56rem', py: { base: '8', md: '14' } },
    },
  },
  defaultVariants: { width: 'wide' },
});

/** The main content column; `narrow` for forms. */
export function Page({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={pageColumn({ width: narrow ? 'narrow' : 'wide' })}>{children}</div>;
}

/** A page's heading and its one-line description; the actions sit beside them when they fit. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: { base: '3', md: '4' },
        mb: { base: '4', md: '6' },
      })}
    >
      <div>
        <h1 className={css({ fontSize: { base: 'xl', sm: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {title}
        </h1>
        {description ? <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p> : null}
      </div>
      {actions ? (
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>{actions}</div>
      ) : null}
    </div>
  );
}
