// How a run types into the search box, the app's and the bare floor page's alike: each letter typed
// and erased, every keystroke timed with the CPU slowed down as on a cheap phone.
import type { CDPSession, Page } from 'playwright-core';
import { armKeystroke, keystrokeTime } from '../offline/page-timing';
import { CPU_SLOWDOWN, KEYSTROKE_LETTERS } from './settings';

/** Each keystroke's time, ms, in the page's 'Search positions' box. */
export async function typeKeystrokes(page: Page, cdp: CDPSession): Promise<number[]> {
  await page.getByLabel('Search positions').focus();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const times: number[] = [];
  for (const letter of KEYSTROKE_LETTERS) {
    for (const key of [letter, 'Backspace']) {
      await armKeystroke(page);
      await page.keyboard.press(key);
      times.push(await keystrokeTime(page, 30_000));
      // Let the list's measuring and any idle work settle between keystrokes.
      await page.waitForTimeout(300);
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return times;
}
