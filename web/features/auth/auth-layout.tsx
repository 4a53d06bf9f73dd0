// The narrow centred card that the sign-in, reset and check-e-mail screens sit in.
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { pageColumn } from '../../ui/page';

const heading = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' });
const intro = css({ color: 'fg.muted', mt: '1', mb: '6' });

/** A page heading, a line under it and the card with the form. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={pageColumn({ width: 'card' })}>
      <h1 className={heading}>{title}</h1>
      {description ? <p className={intro}>{description}</p> : <div className={css({ mb: '6' })} />}
      <div className={card()}>{children}</div>
    </div>
  );
}
