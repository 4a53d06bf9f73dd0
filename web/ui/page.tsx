// Page containers: one width and padding for every screen, mobile first.
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';

const container = css({
  width: '100%',
  maxWidth: '72rem',
  mx: 'auto',
  px: { base: '4', md: '6' },
  py: { base: '6', md: '10' },
});
const narrow = css({ maxWidth: '48rem' });

/** The main content column; `narrow` for forms. */
export function Page({ children, narrow: isNarrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={cx(container, isNarrow && narrow)}>{children}</div>;
}

/** A page's heading and its one-line description. */
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
        gap: '4',
        mb: '6',
      })}
    >
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
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
