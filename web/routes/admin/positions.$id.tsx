// /admin/positions/$id : the admin's review of one position, or of its waiting edit (admins only).
import { createFileRoute } from '@tanstack/react-router';
import { ReviewPage } from '../../features/admin/review-page';

export const Route = createFileRoute('/admin/positions/$id')({ component: ReviewRoute });

function ReviewRoute() {
  const { id } = Route.useParams();
  return <ReviewPage id={id} />;
}
