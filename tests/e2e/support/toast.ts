// What the app tells the user in a toast: a title, and a message saying what happened.
import type { Page } from 'playwright-core';

/** Waits until the page shows a toast's `title` (within `timeout` ms, if given) and `message`. */
export async function waitForToast(
  page: Page,
  title: string,
  message: string,
  timeout?: number,
): Promise<void> {
  await page.getByText(title).waitFor({ timeout });
  await page.getByText(message).waitFor();
}
