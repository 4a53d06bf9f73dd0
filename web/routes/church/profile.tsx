// /church/profile : the church's profile form (?edit=<entry> corrects a refused queued save).
import { createFileRoute } from '@tanstack/react-router';
import { validateEditSearch } from '../../lib/edit-search';
import { ChurchProfilePage } from '../../features/church/profile/church-profile-page';

export const Route = createFileRoute('/church/profile')({
  component: ChurchProfilePage,
  validateSearch: validateEditSearch,
});
