// /church/positions/{id}/edit : the post-position form, prefilled, for an edit (?edit=<entry>
// opens a refused queued edit: its messages, or both versions side by side after a 412).
import { createFileRoute } from '@tanstack/react-router';
import { validateEditSearch } from '../../../../lib/edit-search';
import { EditPositionPage } from '../../../../features/church/edit-position/edit-position-page';

export const Route = createFileRoute('/church/positions/$id/edit')({
  component: EditPositionPage,
  validateSearch: validateEditSearch,
});
