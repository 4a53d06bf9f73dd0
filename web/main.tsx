// Entry point: the router over the file routes of web/routes, and the service worker. A page the
// server rendered (server/pages, decision 0023) has its first screen's markup and the data it was
// drawn from: the app starts from that data and replaces the markup in its first commit, which
// draws the same screen, so nothing moves. Without the data (the service worker's index.html,
// offline and later visits) the app starts from nothing, as it always has.
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { listenForInstallPrompt } from './lib/install-prompt';
import { seedFirstScreen } from './app/first-screen';
import { readFirstScreenData } from './lib/first-screen-data';
import { keepTypedSearch } from './lib/first-screen-search';
import { TakeOver } from './lib/first-screen-takeover';
import { registerServiceWorker } from './app/register-service-worker';
import { routeTree } from './route-tree.gen';
import './index.css';

// The browser offers installation once, early: listen before anything renders.
listenForInstallPrompt();

const firstScreen = readFirstScreenData(document);

/** True until the app's first render of a server-rendered page. */
let takingOver = firstScreen !== null;

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  // Each navigation restores the page's scroll or starts at the top; not the app taking over a
  // server-rendered page, which the student may have scrolled already.
  scrollRestoration: () => {
    const restore = !takingOver;
    takingOver = false;
    return restore;
  },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const page = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/**
 * Replaces the server's markup with the app. The route's code is loaded first, so the first commit
 * draws the page rather than an empty one; the search box's text and focus carry over
 * (first-screen-search.ts), and so does a button pressed meanwhile (first-screen-takeover.tsx).
 */
async function takeOverFirstScreen(root: HTMLElement): Promise<void> {
  // The route's code is loaded in a task of its own: evaluating the app's modules is already the
  // longest task of a first visit on a slow phone, and loading the route (its chunk's preloads)
  // would otherwise run in it, as microtasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  try {
    await router.load();
  } catch (error) {
    // The router shows a failed route itself; the app still takes over.
    console.warn('Loading the first route failed:', error);
  }
  keepTypedSearch(document);
  // Rendered in the background, in slices between which the browser handles input: the server's
  // page stays on screen and in use until one commit replaces it, with nothing drawn in between.
  const app = createRoot(root);
  startTransition(() => app.render(<TakeOver root={root}>{page}</TakeOver>));
}

if (firstScreen) {
  seedFirstScreen(firstScreen);
  void takeOverFirstScreen(container);
} else {
  createRoot(container).render(page);
}

registerServiceWorker();
