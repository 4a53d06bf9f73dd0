// /church/positions/{id}/applications : a position's applications for its church, filtered by
// status (?status=pending shows the new ones). E-mails link here (shared/app-paths.ts).
import { createFileRoute } from '@tanstack/react-router';
import { APPLICATION_STATUSES } from '../../../../../shared/constants';
import type { ApplicationStatus } from '../../../../../shared/types';
import { PositionApplicationsPage } from '../../../../features/church/applications/position-applications-page';

/** The search parameters of the view: the status shown, all when absent. */
export interface ApplicationsSearch {
  status?: ApplicationStatus;
}

/** Keeps `status` when it is one of the statuses; anything else in the address is dropped. */
function validateApplicationsSearch(search: Record<string, unknown>): ApplicationsSearch {
  const status = search.status;
  return (APPLICATION_STATUSES as readonly unknown[]).includes(status)
    ? { status: status as ApplicationStatus }
    : {};
}

export const Route = createFileRoute('/church/positions/$id/applications')({
  component: PositionApplicationsPage,
  validateSearch: validateApplicationsSearch,
});
