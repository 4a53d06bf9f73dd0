// Entry point: the router over the file routes of web/routes, and the service worker. A page the
// server rendered (server/pages, issue 13) carries its first screen's markup and the data it was
// drawn from: the app starts from that data and replaces the markup in its first commit, which
// draws the same screen, so nothing moves. Without the data (the service worker's index.html,
// offline and later visits) the app starts from nothing, as it always has.
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './lib/install-prompt';
import { seedFirstScreen } from './lib/first-screen';
import { readFirstScreenData } from './lib/first-screen-data';
import { SEARCH_INPUT_ID, keepTypedSearch } from './lib/first-screen-search';
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

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * Replaces the server's markup with the app. The route's code is loaded first, so the first commit
 * draws the page rather than an empty one; the search box's text and focus carry over.
 */
async function takeOverFirstScreen(root: HTMLElement): Promise<void> {
  try {
    await router.load();
  } catch (error) {
    // The router shows a failed route itself; the app still takes over.
    console.warn('Loading the first route failed:', error);
  }
  keepTypedSearch(document);
  const typing = document.activeElement?.id === SEARCH_INPUT_ID;
  // Synchronous, so the markup is swapped in one task with nothing drawn in between.
  flushSync(() => createRoot(root).render(app));
  const search = document.getElementById(SEARCH_INPUT_ID);
  if (typing && search instanceof HTMLInputElement) {
    search.focus();
    search.setSelectionRange(search.value.length, search.value.length);
  }
}

const firstScreen = readFirstScreenData(document);
if (firstScreen) {
  seedFirstScreen(firstScreen);
  void takeOverFirstScreen(container);
} else {
  createRoot(container).render(app);
}

registerServiceWorker();
