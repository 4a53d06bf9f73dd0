// /keep-open/$token : the page of the expiry e-mail's 'Keep open 60 more days' link
// (appPaths.keepOpen). Public: the token is the capability, no sign-in; a GET never extends.
import { createFileRoute, useParams } from '@tanstack/react-router';
import { KeepOpenPage } from '../features/keep-open/keep-open-page';

export const Route = createFileRoute('/keep-open/$token')({ component: KeepOpenRoute });

function KeepOpenRoute() {
  const { token } = useParams({ from: '/keep-open/$token' });
  return <KeepOpenPage token={token} />;
}
