// Entry point: the router over the file routes of web/routes, and the service worker.
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './app/register-service-worker';
import { routeTree } from './route-tree.gen';
import './index.css';

// The browser offers installation once, early: listen before anything renders.
listenForInstallPrompt();

const router = createRouter({ routeTree, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

registerServiceWorker();
