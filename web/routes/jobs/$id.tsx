// /jobs/$id : a position's detail and the apply dialog.
import { createFileRoute } from '@tanstack/react-router';
import { PositionDetailPage } from '../../features/positions/position-detail-page';

export const Route = createFileRoute('/jobs/$id')({ component: PositionDetailRoute });

function PositionDetailRoute() {
  const { id } = Route.useParams();
  return <PositionDetailPage id={id} />;
}
