// The church's choices about applications in its profile in Chromium: how it hears of
// them (an e-mail for each, the default; a daily summary; none) and its own decline e-mail, saved
// with the profile and shown again, on the dashboard's profile tab and in the form; an emptied
// decline e-mail goes back to the board's wording.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ChurchProfile } from '../../shared/types';
import { createChurch } from './support/accounts';
import { sessionWithFreshPages } from './support/app-session';
import { expectAccessible } from './support/axe';
import { screenshot } from './support/screenshot';

const TEMPLATE =
  'Dear {name},\n\nThank you for your interest in {position}. We chose another candidate.\n\n{church}';

describe("the church's application preferences", () => {
  const session = sessionWithFreshPages(
    { env: { COLLEGE_NAME: 'Test College' } },
    { serviceWorkers: 'block' },
  );

  async function savedProfile(): Promise<ChurchProfile> {
    const { server, context } = session;
    const answer = await context.request.get(`${server.url}${api.churchProfile}`);
    expect(answer.ok()).toBe(true);
    return (await answer.json()) as ChurchProfile;
  }

  async function openForm(): Promise<void> {
    const { page } = session;
    await page.goto('/church/profile');
    await expect.poll(() => page.getByLabel('Church Name').inputValue()).toBe('Grace Chapel');
  }

  async function save(): Promise<void> {
    const { page } = session;
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/church/dashboard');
    await page.getByText('Profile Saved').waitFor();
  }

  it('saves how the church hears of applications and its decline e-mail, and shows them again', async () => {
    const { server, context, page } = session;
    await createChurch(
      server,
      context,
      {
        firstName: 'Grace',
        lastName: 'Pastor',
        email: 'grace@church.test',
        password: 'password-1',
      },
      { churchName: 'Grace Chapel', location: 'Springfield' },
    );

    // A new church hears of each application, in the board's words.
    await openForm();
    const group = page.getByRole('radiogroup', { name: 'Application e-mails' });
    await group.waitFor();
    expect(
      await page.getByRole('radio', { name: 'An e-mail for each application' }).isChecked(),
    ).toBe(true);
    const decline = page.getByLabel('Decline e-mail');
    expect(await decline.inputValue()).toBe('');
    expect(await decline.getAttribute('placeholder')).toContain(
      'Thank you for applying to {position} at {church}.',
    );
    await page
      .getByText('The words {name}, {position} and {church} are filled in', { exact: false })
      .waitFor();
    await expectAccessible(page, 'church profile form with application preferences');

    await group.getByText('A daily summary').click();
    expect(await page.getByRole('radio', { name: 'A daily summary' }).isChecked()).toBe(true);
    await decline.fill(TEMPLATE);
    await screenshot(page, 'church-profile-application-preferences');
    await save();
    expect(await savedProfile()).toMatchObject({
      applicationEmails: 'daily',
      declineTemplate: TEMPLATE,
    });

    // Shown again: on the profile tab, and in the form.
    await page.getByRole('tab', { name: 'Church Profile' }).click();
    await page.getByText('Application e-mails').waitFor();
    await page.getByText('A daily summary').waitFor();
    await openForm();
    expect(await page.getByRole('radio', { name: 'A daily summary' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Decline e-mail').inputValue()).toBe(TEMPLATE);

    // No e-mails, and the board's wording again.
    await page
      .getByRole('radiogroup', { name: 'Application e-mails' })
      .getByText('No e-mails (I check the dashboard)')
      .click();
    await page.getByLabel('Decline e-mail').fill('');
    await save();
    expect(await savedProfile()).toMatchObject({
      applicationEmails: 'none',
      declineTemplate: null,
    });
    await openForm();
    expect(
      await page.getByRole('radio', { name: 'No e-mails (I check the dashboard)' }).isChecked(),
    ).toBe(true);
    expect(await page.getByLabel('Decline e-mail').inputValue()).toBe('');
  });
});
