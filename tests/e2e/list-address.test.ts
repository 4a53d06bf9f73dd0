// The list's search and type live in its address: typing writes the text into it once the student
// pauses, a type is a step of its own, a reload shows the same list, Back returns to the list
// before (its text and type back in place), and a shared link shows that list to a new person,
// in the server's page and the app, and offline from the kept list. On a phone, with axe.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADA_ADMIN, postApprovedPosition } from './support/accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './support/app-session';
import { waitForAppTakeover } from './support/app-takeover';
import { expectAccessible } from './support/axe';
import { waitForCachedRecords, waitForServiceWorkerControl } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';

const PHONE = { width: 360, height: 740 };

describe("the list's address", () => {
  const session = sessionWithGraceAndAdmin({
    env: { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: ADA_ADMIN.email },
  });
  const pages = checkedPages(CONNECTION_FAILURE);

  beforeAll(async () => {
    for (const [title, positionType] of [
      ['Youth Pastor', 'part-time'],
      ['Youth Intern', 'full-time'],
      ['Worship Leader', 'full-time'],
    ] as const) {
      await postApprovedPosition(session.server, session.church, session.admin, {
        title,
        description: `${title}: serve with our church family through the coming year.`,
        positionType,
      });
    }
  });

  /** The titles of the cards shown, in order. */
  const titles = (page: Page) =>
    page
      .getByRole('article')
      .evaluateAll((cards) =>
        cards.map((card) => card.querySelector('h3, h2')?.textContent?.trim() ?? ''),
      );

  /** Waits until the list shows exactly `expected`. */
  const shows = (page: Page, expected: string[]) =>
    expect.poll(() => titles(page)).toEqual(expected);

  it('keeps the search and the type in the address, through a reload and Back', async () => {
    const page = await pages.openAsNewPerson(session.browser, session.server);
    await page.setViewportSize(PHONE);
    await page.goto('/jobs');
    await waitForAppTakeover(page);
    await shows(page, ['Worship Leader', 'Youth Intern', 'Youth Pastor']);

    const search = page.getByLabel('Search positions');
    await search.pressSequentially('youth');
    await shows(page, ['Youth Intern', 'Youth Pastor']);
    await page.waitForURL((url) => url.search === '?q=youth');

    const typeSelect = page.getByRole('combobox', { name: /^Position type/ });
    await typeSelect.click();
    await page.getByRole('option', { name: 'Full-time' }).click();
    await shows(page, ['Youth Intern']);
    await page.waitForURL((url) => url.searchParams.get('type') === 'full-time');
    expect(new URL(page.url()).searchParams.get('q')).toBe('youth');
    await expectAccessible(page, 'a searched list, phone');

    // A reload shows the same list.
    await page.reload();
    await shows(page, ['Youth Intern']);
    expect(await search.inputValue()).toBe('youth');
    await page.getByRole('combobox', { name: 'Position type: Full-time' }).waitFor();

    // A position, then Back: the same list, its text and type in place.
    await page
      .getByRole('article', { name: 'Youth Intern' })
      .getByRole('link', { name: 'View Details' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Youth Intern' }).waitFor();
    await page.goBack();
    await shows(page, ['Youth Intern']);
    expect(await search.inputValue()).toBe('youth');

    // Back once more: the list before the type was chosen.
    await page.goBack();
    await page.getByRole('combobox', { name: 'Position type: All Types' }).waitFor();
    await shows(page, ['Youth Intern', 'Youth Pastor']);
    expect(await search.inputValue()).toBe('youth');

    // Cleared, the text leaves the address.
    await search.fill('');
    await shows(page, ['Worship Leader', 'Youth Intern', 'Youth Pastor']);
    await page.waitForURL((url) => url.search === '');
  });

  it('shows a shared link as it was shared, online and offline', async () => {
    const page = await pages.openAsNewPerson(session.browser, session.server);
    await page.setViewportSize(PHONE);
    await page.goto('/jobs?type=part-time&q=youth');
    // The server's page already holds the text.
    expect(await page.getByLabel('Search positions').inputValue()).toBe('youth');
    await waitForAppTakeover(page);
    await shows(page, ['Youth Pastor']);
    await page.getByRole('combobox', { name: 'Position type: Part-time' }).waitFor();
    await expectAccessible(page, 'a shared list, phone');

    await waitForServiceWorkerControl(page);
    await waitForCachedRecords(page, 'positions', 3);
    await page.context().setOffline(true);
    await page.reload();
    await shows(page, ['Youth Pastor']);
    expect(await page.getByLabel('Search positions').inputValue()).toBe('youth');
  });
});
