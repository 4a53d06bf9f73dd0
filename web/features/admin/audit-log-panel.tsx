// The audit log tab (docs/decisions/0024): what admins did, newest first: when, who,
// what, to which position, and the reason or count. GET /api/admin/audit-log answers 50 at a time;
// 'Older' asks for those before the last one shown (?before=<its time>), 'Newer' goes back.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { ADMIN_PAGE_SIZE, AUDIT_LOG_RETENTION_DAYS } from '../../../shared/constants';
import type { AuditEntry } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useApiQuery } from '../../lib/query-cache';
import { hintClass } from '../../ui/form/field-styles';
import { useRefetchWhenOnline } from './admin-gate';
import { emptyState, sectionTitle } from './admin-styles';
import { olderEntriesPath } from './audit-words';
import { AuditLogTable } from './audit-log-table';
import { ReadState } from './read-state';

const pager = css({ display: 'flex', justifyContent: 'space-between', gap: '3', mt: '6' });

/** One page of the log: the newest, or those before `before`. */
function useAuditPage(before: string | undefined) {
  const query = useApiQuery<AuditEntry[]>(
    before ? olderEntriesPath(api.adminAuditLog, before) : api.adminAuditLog,
  );
  useRefetchWhenOnline(query);
  return query;
}

/** The tab's content. */
export function AuditLogPanel({ online }: { online: boolean }) {
  // The `before` of each page gone back through; the newest page has none.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const query = useAuditPage(before);
  const entries = query.data ?? [];
  const last = entries.at(-1);
  // The server answers a full page while there may be more; a shorter one is the oldest.
  const more = entries.length >= ADMIN_PAGE_SIZE && last !== undefined;

  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading" className={sectionTitle}>
        Audit log
      </h2>
      <p className={hintClass}>
        What admins did, newest first. Each entry is kept for {AUDIT_LOG_RETENTION_DAYS} days.
      </p>
      <div className={css({ mt: '4' })}>
        <ReadState
          query={query}
          online={online}
          loading="Loading the audit log..."
          fallback="Failed to load the audit log"
        />
        {query.status === 'success' && entries.length === 0 ? (
          <p className={emptyState}>{before ? 'No older entries.' : 'No admin actions yet.'}</p>
        ) : null}
        {entries.length > 0 ? <AuditLogTable entries={entries} /> : null}
      </div>
      {cursors.length > 0 || more ? (
        <nav className={pager} aria-label="Pages of the audit log">
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            <ChevronLeft size={16} aria-hidden />
            Newer
          </button>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            disabled={!more}
            onClick={() => last && setCursors([...cursors, last.at])}
          >
            Older
            <ChevronRight size={16} aria-hidden />
          </button>
        </nav>
      ) : null}
    </section>
  );
}
