// /admin/dashboard : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/dashboard')({
  component: () => <h1>Admin Dashboard</h1>,
});
