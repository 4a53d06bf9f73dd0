// /reset-password?token=... : choose a new password from the e-mailed link.
import { createFileRoute } from '@tanstack/react-router';
import { parseResetSearch } from '../features/auth/login-search';
import { ResetPasswordPage } from '../features/auth/reset-password-page';

export const Route = createFileRoute('/reset-password')({
  validateSearch: parseResetSearch,
  component: ResetPasswordPage,
});
