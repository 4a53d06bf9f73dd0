// Reads the data block of a server-rendered page (shared/first-screen.ts) before the app's first
// render.
import { FIRST_SCREEN_DATA_ID, type FirstScreenData } from '../../shared/first-screen';

/** The page's data block, or null when the page has none (the service worker's index.html). */
export function readFirstScreenData(doc: Document): FirstScreenData | null {
  const block = doc.getElementById(FIRST_SCREEN_DATA_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as FirstScreenData;
  } catch {
    return null; // a damaged block: the app starts as without one
  }
}
