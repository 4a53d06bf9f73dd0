// /jobs/ : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/jobs/')({ component: () => <h1>Browse Positions</h1> });
