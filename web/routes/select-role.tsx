// /select-role : placeholder until its screen lands.
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/select-role')({ component: () => <h1>Select role</h1> });
