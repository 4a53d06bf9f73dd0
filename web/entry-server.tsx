// The server renderer of the first screen (docs/decisions/0023), built by vite.ssr.config.ts into
// dist-ssr/ and called by server/pages/first-screen-renderer.ts: the app's own routes and
// components, rendered to HTML for one path and the data the server read for it.
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { forgetFirstScreen, seedFirstScreen } from './app/first-screen';
import type { FirstScreenData } from '../shared/first-screen';
import { routeTree } from './route-tree.gen';

/** The markup of `url`'s screen (what goes inside `#root`), drawn from `data`. */
export async function renderFirstScreen(url: string, data: FirstScreenData): Promise<string> {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  // Seeded, rendered and forgotten in one synchronous run: pages rendered at the same time share
  // these modules, and no other page's render can start in between.
  seedFirstScreen(data);
  try {
    return renderToString(<RouterProvider router={router} />);
  } finally {
    forgetFirstScreen();
  }
}
