// /my-applications : the applications sent from this device, with where each stands.
import { createFileRoute } from '@tanstack/react-router';
import { MyApplicationsPage } from '../features/my-applications/my-applications-page';

export const Route = createFileRoute('/my-applications')({ component: MyApplicationsPage });
