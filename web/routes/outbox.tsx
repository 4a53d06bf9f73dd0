// /outbox : Pending applications (applications waiting on this device, or refused and kept to copy).
import { createFileRoute } from '@tanstack/react-router';
import { PendingApplicationsPage } from '../features/outbox/pending-applications-page';

export const Route = createFileRoute('/outbox')({ component: PendingApplicationsPage });
