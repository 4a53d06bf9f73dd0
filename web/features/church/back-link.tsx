// The church forms' way back to the dashboard (spec section 2).
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { css } from '../../../styled-system/css';

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

/** 'Back to Dashboard'. */
export function BackToDashboard() {
  return (
    <Link to="/church/dashboard" className={link}>
      <ArrowLeft size={16} aria-hidden />
      Back to Dashboard
    </Link>
  );
}
