// 'Back to Positions', above a position's page and its load error.
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { css } from '../../../styled-system/css';

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  mb: '6',
  _print: { display: 'none !important' },
  _hover: { color: 'fg', textDecoration: 'underline' },
});

/** The link back to /jobs. */
export function BackToPositions() {
  return (
    <Link to="/jobs" className={backLink}>
      <ArrowLeft size={16} aria-hidden />
      Back to Positions
    </Link>
  );
}
