// The layout around every screen: skip link, top navigation, the page, the toasts. A signed-in
// user without a role is sent to /select-role unless already there.
import { Navigate, Outlet, createRootRoute, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { css } from '../../styled-system/css';
import { outboxToFollow } from '../offline/outbox-to-follow';
import { pageQuiet } from '../lib/after-first-paint';
import '../lib/storage-snapshot';
import { useSession } from '../lib/session';
import { useDefaultPageTitle } from '../lib/use-page-title';
import { AppStatusBar } from '../features/shell/app-status-bar';
import { NotFoundPage } from '../features/shell/not-found-page';
import { TopNav } from '../features/shell/top-nav';
import { AppToaster } from '../ui/toast';

// The outbox's notices (delivered or refused applications, the 'waiting to be sent' notice) and its
// runner bring Dexie: they load once the page has loaded and is quiet, so /jobs never waits for
// them, and only where there is an outbox to follow (outbox-to-follow.ts).
const OutboxNotices = lazy(() =>
  outboxToFollow().then(() => import('../features/outbox/outbox-notices')),
);

// The storage notice (device full, data cleared) and its checks load once the page is quiet too;
// storage-snapshot above lists the databases at start, before anything re-creates them.
const StorageNotice = lazy(() =>
  pageQuiet().then(() => import('../features/shell/storage-notice')),
);

export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '-20',
  zIndex: 'skipLink',
  bg: 'bg.card',
  color: 'fg',
  px: '4',
  py: '2',
  borderRadius: 'md',
  _focus: { top: '2' },
});

/** Pages a role-less user may stay on. */
const ROLELESS_PATHS = new Set(['/select-role', '/reset-password']);

function RootLayout() {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useDefaultPageTitle(pathname);
  const mustChooseRole =
    session.status === 'signed-in' && !session.user.role && !ROLELESS_PATHS.has(pathname);
  return (
    <>
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <TopNav session={session} />
      <AppStatusBar />
      <Suspense fallback={null}>
        <StorageNotice />
      </Suspense>
      <Suspense fallback={null}>
        <OutboxNotices />
      </Suspense>
      <main id="main" tabIndex={-1} className={css({ _focus: { outline: 'none' } })}>
        {mustChooseRole ? <Navigate to="/select-role" replace /> : <Outlet />}
      </main>
      <AppToaster />
    </>
  );
}
