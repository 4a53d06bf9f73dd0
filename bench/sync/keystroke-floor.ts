// What a keystroke costs this browser before any app: a bare search box whose text is echoed into
// the page, no framework, timed as the app's keystrokes are (type-keystrokes.ts) at the same CPU
// slowdown and screen. The app's keystroke figure is read against it: no app can type faster.
import type { Browser } from 'playwright-core';
import { PHONE_SCREEN } from './settings';
import { typeKeystrokes } from './type-keystrokes';

const BARE_PAGE = `
  <main>
    <label for="position-search">Search positions</label>
    <input id="position-search" type="search" autocomplete="off">
    <p id="echo"></p>
  </main>
  <script>
    const echo = document.getElementById('echo');
    document.getElementById('position-search').addEventListener('input', (event) => {
      echo.textContent = event.target.value;
    });
  </script>
`;

/** The floor's keystroke times, ms: each letter typed and erased, as a run types them. */
export async function keystrokeFloor(browser: Browser): Promise<number[]> {
  const page = await browser.newPage({ viewport: PHONE_SCREEN });
  try {
    await page.setContent(BARE_PAGE);
    const cdp = await page.context().newCDPSession(page);
    return await typeKeystrokes(page, cdp);
  } finally {
    await page.close();
  }
}
