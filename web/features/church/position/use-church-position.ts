// The church's own view of one position reads GET /api/church/positions/{id} afresh each time it
// opens (applications arrive, the college approves or declines, another device edits), and keeps
// the answer in the kept list of positions, which is what it shows offline or while it waits.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { api } from '../../../../shared/api-routes';
import type { ChurchPosition } from '../../../../shared/types';
import { useApiQuery } from '../../../lib/query-cache';
import {
  cachedChurchData,
  churchCacheDb,
  rememberChurchPosition,
} from '../../../offline/church-cache';
import { useFreshRead, useSignInAfter401 } from '../applications/use-review-data';
import {
  readWithKeptCopy,
  reportCacheError,
  useRefetchWhenOnline,
  type ChurchRead,
} from '../offline/use-church-data';

/** The kept copy of one position, from the kept list: null when the list does not have it. */
async function keptPosition(userId: string, id: string) {
  const list = await cachedChurchData(churchCacheDb(), userId, 'positions');
  const found = list?.value.find((position) => position.id === id);
  return found && list ? { value: found, refreshedAt: list.refreshedAt } : null;
}

/** One of the church's positions: from the server, else as this device kept it. */
export function useChurchPosition(
  userId: string,
  id: string,
): ChurchRead<ChurchPosition> & { retry: () => void } {
  const path = api.churchPosition(id);
  useFreshRead(path);
  const query = useApiQuery<ChurchPosition>(path);
  const kept = useLiveQuery(() => keptPosition(userId, id), [userId, id]);
  useEffect(() => {
    if (query.status !== 'success') return;
    rememberChurchPosition(churchCacheDb(), userId, query.data).catch(reportCacheError);
  }, [query.status, query.data, userId]);
  useRefetchWhenOnline(query.error, query.refetch);
  const read = readWithKeptCopy(query, kept, query.refetch);
  useSignInAfter401(read);
  return read;
}
