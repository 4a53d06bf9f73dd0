// /jobs/$id : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/jobs/$id')({ component: () => <h1>Position</h1> });
