// The church screens' way back: an arrow and where it goes, as a router link.
// 'Back to Dashboard' above the forms and the applications, 'Back to applications' above one.
import { createLink } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { css, cx } from '../../../styled-system/css';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  mb: '4',
  color: 'fg.muted',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { color: 'fg', textDecoration: 'underline' },
});

function BackAnchor({ className, children, ...props }: ComponentPropsWithRef<'a'>) {
  return (
    <a {...props} className={cx(link, className)}>
      <ArrowLeft size={16} aria-hidden />
      {children}
    </a>
  );
}

/** A link back, typed like the router's Link: `to`, `params` and the words. */
export const BackLink = createLink(BackAnchor);

/** 'Back to Dashboard'. */
export function BackToDashboard() {
  return <BackLink to="/church/dashboard">Back to Dashboard</BackLink>;
}
