// A church's position card on its dashboard: Delete (which deletes the applications too) sits in
// the card's 'More' menu, away from the everyday Close.
import type { Locator, Page } from 'playwright-core';

/** Opens the card's 'More' menu and chooses Delete; the confirmation dialog opens next. */
export async function chooseDelete(page: Page, card: Locator, title: string): Promise<void> {
  await card.getByRole('button', { name: `More actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
}
