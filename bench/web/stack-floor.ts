// The smallest app on this project's stack (DESIGN.md): react-dom drawing one heading through
// TanStack Router, and Dexie keeping the list it shows on the device, as /jobs does on a first
// visit. web.bench.ts bundles it like the app to show what the stack costs before any screen,
// style or component of ours: the floor under bench:lighthouse's cold-visit budget.
import { createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { Dexie, type EntityTable } from 'dexie';
import { createRoot } from 'react-dom/client';
import { jsx } from 'react/jsx-runtime';

interface Row {
  id: string;
  title: string;
}

const db = new Dexie('stack-floor') as Dexie & { rows: EntityTable<Row, 'id'> };
db.version(1).stores({ rows: 'id' });

const rootRoute = createRootRoute({
  component: () => jsx('h1', { children: 'Browse Positions' }),
});
const router = createRouter({ routeTree: rootRoute });

const container = document.getElementById('root');
if (container) createRoot(container).render(jsx(RouterProvider, { router }));
void db.rows.bulkPut([{ id: '1', title: 'Worship Leader' }]);
