// Page containers: one width and padding for every screen, mobile first. On a phone the margins
// are tight, so the first screen shows content rather than space.
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

const container = css({
  width: '100%',
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '4', md: '10' },
});
const narrow = css({ maxWidth: '48rem' });

/** The main content column; `narrow` for forms. */
export function Page({ children, narrow: isNarrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx(container, isNarrow && narrow)}>{children}</div>;
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
