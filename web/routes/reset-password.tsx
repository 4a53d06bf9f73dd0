// /reset-password : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/reset-password')({
  component: () => <h1>Reset password</h1>,
});
