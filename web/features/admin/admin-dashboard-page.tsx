// /admin/dashboard: archive old positions; every position on the
// platform, those waiting for approval first, with search, pages and 'Approve selected'; and the
// audit log of what admins did. Admins only, online only (admin-gate.tsx).
import { Tabs } from '@ark-ui/react/tabs';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useOnline } from '../../lib/online-status';
import { Page, PageHeader } from '../../ui/page';
import { TabList } from '../../ui/tab-list';
import { AdminGate, NeedsConnection } from './admin-gate';
import { ArchiveOldButton } from './archive-old-button';
import { AuditLogPanel } from './audit-log-panel';
import { ReadState } from './read-state';
import { PositionsPanel } from './positions-panel';
import { useAdminPositions } from './use-admin-positions';

function AdminDashboard() {
  const online = useOnline();
  const query = useAdminPositions();
  const search = useSearch({ from: '/admin/dashboard' });
  const navigate = useNavigate({ from: '/admin/dashboard' });
  // Typing and paging replace the address rather than pile up history entries. The box keeps its
  // own text, so a keystroke never waits for the router.
  const setSearch = (next: typeof search) => void navigate({ search: next, replace: true });
  const [text, setText] = useState(search.q ?? '');

  return (
    <Page>
      <PageHeader
        title="Admin Dashboard"
        description="Manage all job positions across the platform"
        actions={<ArchiveOldButton positions={query.data} disabled={!online} />}
      />
      {online ? null : <NeedsConnection />}
      <Tabs.Root
        value={search.tab ?? 'positions'}
        onValueChange={({ value }) =>
          setSearch({ ...search, tab: value === 'audit-log' ? 'audit-log' : undefined })
        }
        lazyMount
      >
        <TabList
          tabs={[
            { value: 'positions', label: 'Positions' },
            { value: 'audit-log', label: 'Audit log' },
          ]}
        />
        <Tabs.Content value="positions">
          <ReadState
            query={query}
            online={online}
            loading="Loading positions..."
            fallback="Failed to load positions"
          />
          {query.status === 'success' ? (
            <PositionsPanel
              positions={query.data}
              online={online}
              search={text}
              page={search.page ?? 1}
              onSearchChange={(q) => {
                setText(q);
                setSearch({ ...search, q: q || undefined, page: undefined });
              }}
              onPageChange={(page) => setSearch({ ...search, page: page > 1 ? page : undefined })}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="audit-log">
          <AuditLogPanel online={online} />
        </Tabs.Content>
      </Tabs.Root>
    </Page>
  );
}

/** The admin dashboard behind its guard. */
export function AdminDashboardPage() {
  return <AdminGate>{() => <AdminDashboard />}</AdminGate>;
}
