// Below md the top bar is one row: the page links, 'Sign In'/'Get Started' and the account's
// entries sit in the phone menu. Tests that use the bar at phone width go through it here.
import type { Locator, Page } from 'playwright-core';

/** Opens the phone menu of the top bar and returns the open menu. */
export async function openPhoneMenu(page: Page): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  return menu;
}
