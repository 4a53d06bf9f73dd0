// /church/dashboard : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/church/dashboard')({ component: () => <h1>Dashboard</h1> });
