// / : the landing page (a placeholder until the landing screen lands).
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: () => <h1>Job Board</h1> });
