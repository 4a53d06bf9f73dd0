// The applications this device keeps (my-applications.ts), newest first, followed live; when the
// page is open with a connection, each one's status is asked for again and kept, so the list says
// where each stands now and still opens offline with what was last read. A status link that no
// longer leads anywhere (withdrawn, deleted under retention) drops its application from the list.
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { useOnline } from '../../lib/online-status';
import { askApplicationStatus } from '../../offline/application-status-answer';
import type { MyApplication } from '../../offline/cache-db';
import { watchAllMyApplications } from '../../offline/my-applications';

/** The list, or why it cannot be read. */
export type MyApplicationList =
  | { state: 'loading' }
  | { state: 'ready'; records: readonly MyApplication[] }
  | { state: 'unavailable' };

/**
 * Asks for each application's status in turn (each kept, or forgotten on a 404); stops at the
 * first failure of the connection or the server.
 */
async function refreshStatuses(records: readonly MyApplication[]): Promise<void> {
  for (const record of records) {
    try {
      await askApplicationStatus(record.statusToken);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) return;
    }
  }
}

/** This device's applications, their statuses refreshed while online. */
export function useMyApplicationList(): MyApplicationList {
  const [list, setList] = useState<MyApplicationList>({ state: 'loading' });
  const online = useOnline();
  const loaded = list.state === 'ready';

  useEffect(
    () =>
      watchAllMyApplications(
        (records) => setList({ state: 'ready', records }),
        () => setList({ state: 'unavailable' }),
      ),
    [],
  );

  // Once the list is read, and again each time the connection returns.
  useEffect(() => {
    if (!online || list.state !== 'ready' || list.records.length === 0) return;
    refreshStatuses(list.records).catch((error: unknown) =>
      console.warn('Could not refresh the applications on this device:', error),
    );
    // Not on every change of the records: keeping a status changes them. Only the list's first
    // read and the connection's return ask again.
  }, [online, loaded]);

  return list;
}
