// /admin/dashboard : approve, decline, delete and archive positions, and read the audit log
// (admins only). The search text, the page and the tab are in the address (?q=, ?page=, ?tab=),
// so coming back from a position's review finds the list as it was left.
import { createFileRoute } from '@tanstack/react-router';
import { AdminDashboardPage } from '../../features/admin/admin-dashboard-page';

/** The dashboard's search parameters; anything else in the address is dropped. */
interface AdminDashboardSearch {
  q?: string;
  /** From 1; the first page is left out of the address. */
  page?: number;
  tab?: 'audit-log';
}

// Here, not in the feature: a route's definition is in the entry chunk every student loads.
function validateSearch(search: Record<string, unknown>): AdminDashboardSearch {
  const page = Number(search.page);
  return {
    ...(typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
    ...(search.tab === 'audit-log' ? { tab: 'audit-log' } : {}),
  };
}

export const Route = createFileRoute('/admin/dashboard')({
  component: AdminDashboardPage,
  validateSearch,
});
