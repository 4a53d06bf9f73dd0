// /jobs/$id : a position's detail and the apply dialog (?apply=true opens it at once).
import { createFileRoute } from '@tanstack/react-router';
import { PositionDetailPage } from '../../features/positions/position-detail-page';
import { parsePositionPageSearch } from '../../features/positions/position-search-params';

export const Route = createFileRoute('/jobs/$id')({
  validateSearch: parsePositionPageSearch,
  component: PositionDetailRoute,
});

function PositionDetailRoute() {
  const { id } = Route.useParams();
  const { apply } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PositionDetailPage
      id={id}
      applyOnArrival={apply === true}
      // Opened once: a reload or Back does not open the form again.
      onArrivalHandled={() => void navigate({ search: {}, replace: true })}
    />
  );
}
