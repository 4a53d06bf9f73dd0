// /application-status/$token : the student's private status page, the link in their confirmation
// e-mail (appPaths.applicationStatus). Public: the token is the capability, no sign-in.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { ApplicationStatusPage } from '../features/application-status/application-status-page';

export const Route = createFileRoute('/application-status/$token')({
  component: ApplicationStatusRoute,
});

function ApplicationStatusRoute() {
  // useParams rather than Route.useParams: with the latter the bundler split the router's
  // useMatch and useNavigate out of the entry, adding about 0.7 kB to /jobs (npm run bench:web).
  const { token } = useParams({ from: '/application-status/$token' });
  return <ApplicationStatusPage token={token} />;
}
