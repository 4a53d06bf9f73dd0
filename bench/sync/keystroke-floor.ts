// What a keystroke costs this browser before any app: a bare search box whose text is echoed into
// the page, no framework, timed as the app's keystrokes are (armKeystroke) at the same CPU
// slowdown and screen. The app's keystroke figure is read against it: no app can type faster.
import type { Browser } from 'playwright-core';
import { armKeystroke, keystrokeTime } from '../offline/page-timing';
import { CPU_SLOWDOWN, KEYSTROKE_LETTERS, PHONE_SCREEN } from './settings';

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
    await page.getByLabel('Search positions').focus();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times: number[] = [];
    for (const letter of KEYSTROKE_LETTERS) {
      for (const key of [letter, 'Backspace']) {
        await armKeystroke(page);
        await page.keyboard.press(key);
        times.push(await keystrokeTime(page));
        await page.waitForTimeout(300);
      }
    }
    return times;
  } finally {
    await page.close();
  }
}
