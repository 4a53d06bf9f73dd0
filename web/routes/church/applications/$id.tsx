// /church/applications/{id} : one application as its church reviews it. E-mails link here
// (shared/app-paths.ts); a signed-out visitor signs in and comes back.
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationPage } from '../../../features/church/applications/application-page';

export const Route = createFileRoute('/church/applications/$id')({ component: ApplicationPage });
