// /church/profile : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/church/profile')({
  component: () => <h1>Church Profile</h1>,
});
