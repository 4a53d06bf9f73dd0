// /church/post-job : the post-position form (?edit=<entry> corrects a refused queued position).
import { createFileRoute } from '@tanstack/react-router';
import { validateEditSearch } from '../../lib/edit-search';
import { PostJobPage } from '../../features/church/post-job/post-job-page';

export const Route = createFileRoute('/church/post-job')({
  component: PostJobPage,
  validateSearch: validateEditSearch,
});
