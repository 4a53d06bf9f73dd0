// /church/post-job : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/church/post-job')({
  component: () => <h1>Post a New Position</h1>,
});
