// GET /api/admin/positions, the list the dashboard and the review page both show: one read shared
// through the query cache, read again once a connection is back.
import { api } from '../../../shared/api-routes';
import type { AdminPosition } from '../../../shared/types';
import { useApiQuery } from '../../lib/query-cache';
import { useRefetchWhenOnline } from './admin-gate';

/** Every position on the platform, with its church and its waiting edit. */
export function useAdminPositions() {
  const query = useApiQuery<AdminPosition[]>(api.adminPositions);
  useRefetchWhenOnline(query);
  return query;
}
