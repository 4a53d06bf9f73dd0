// /login : sign in, create an account, or ask for a password reset link.
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/login-page';
import { parseLoginSearch } from '../features/auth/login-search';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  component: LoginPage,
});
