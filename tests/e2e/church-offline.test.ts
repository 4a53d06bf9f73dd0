// The church's screens without a connection: after one visit online the
// dashboard and the profile open offline from the browser's copy; a new position, a deletion and a
// profile save made offline are marked 'Pending sync' and reach the server when the connection
// returns; a session that ended meanwhile keeps them until the church signs in again; a change the
// server refuses is shown with its message and can be discarded.
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { ChurchProfile, PositionWithCount } from '../../shared/types';
import { CHURCH_PASSWORD, churchPerson, createChurch } from './support/accounts';
import { sessionWithFreshPages } from './support/app-session';
import { expectAccessible } from './support/axe';
import { openOnline, reloadOffline, waitForCachedRecords } from './support/offline';
import { CONNECTION_FAILURE } from './support/page-errors';
import { screenshot } from './support/screenshot';
import { chooseDelete } from './support/position-card';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const DESCRIPTION =
  'Lead our worship team: plan Sunday services, rehearse with volunteers and mentor new musicians.';

describe('church screens offline', () => {
  // Failed requests a test causes on purpose (the browser logs them; the app handles them) are
  // let through with session.tolerate.
  const session = sessionWithFreshPages({ env: ENV }, { tolerated: [CONNECTION_FAILURE] });

  /** A church with a profile and the given positions, signed in in this context. */
  async function churchWithPositions(name: string, titles: string[]): Promise<string[]> {
    const { server, context } = session;
    await createChurch(server, context, churchPerson(name), {
      churchName: `${name} Chapel`,
      location: 'Springfield',
    });
    const ids: string[] = [];
    for (const title of titles) {
      const posted = await context.request.post(`${server.url}${api.positions}`, {
        data: { title, description: DESCRIPTION, positionType: 'part-time' },
        headers: { Origin: server.url },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      ids.push(((await posted.json()) as { id: string }).id);
    }
    return ids;
  }

  async function apiGet<T>(path: string): Promise<T> {
    const { server, context } = session;
    const response = await context.request.get(`${server.url}${path}`);
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()) as T;
  }

  const titles = async () =>
    (await apiGet<PositionWithCount[]>(api.churchPositions)).map((p) => p.title).sort();

  /** Opens the dashboard online, waits for the service worker and the copy kept in the browser. */
  async function visitDashboardOnline(churchName: string) {
    const { page } = session;
    await openOnline(page, '/church/dashboard', churchName);
    // user, profile, positions and stats are kept once the answers arrived.
    await waitForCachedRecords(page, 'church', 4);
  }

  async function postPosition(title: string) {
    const { page } = session;
    await page.getByRole('link', { name: 'Post New Position' }).click();
    await page.getByRole('heading', { level: 1, name: 'Post a New Position' }).waitFor();
    await page.getByLabel('Position Title').fill(title);
    await page.getByLabel('Position Description').fill(DESCRIPTION);
    await page.getByRole('button', { name: 'Post Position' }).click();
  }

  function positionCard(title: string) {
    const { page } = session;
    return page.getByRole('list', { name: 'Your positions' }).getByRole('article', { name: title });
  }

  /** How many records `storeName` of the database `database` holds in this page's browser. */
  function countRecords(database: string, storeName: string): Promise<number> {
    const { page } = session;
    return page.evaluate(
      ([name, store]) =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open(name);
          open.onerror = () => reject(open.error ?? new Error(`cannot open ${name}`));
          open.onsuccess = () => {
            const db = open.result;
            const count = db.transaction(store).objectStore(store).count();
            count.onsuccess = () => {
              resolve(count.result);
              db.close();
            };
            count.onerror = () => reject(count.error ?? new Error(`cannot count ${store}`));
          };
        }),
      [database, storeName] as const,
    );
  }

  it('reads the dashboard and profile offline, queues edits and sends them when back online', async () => {
    const { context, page } = session;
    const [oldId] = await churchWithPositions('Grace', ['Old Post', 'Youth Pastor']);
    await visitDashboardOnline('Grace Chapel');

    await reloadOffline(page, 'Grace Chapel');
    await positionCard('Old Post').waitFor();
    await positionCard('Youth Pastor').waitFor();
    await page.getByRole('tab', { name: 'Church Profile' }).click();
    await page.getByRole('heading', { name: 'Church Information' }).waitFor();
    await page.getByText('Springfield').first().waitFor();
    await expectAccessible(page, 'church dashboard offline');
    await screenshot(page, 'church-offline-dashboard');
    await page.getByRole('tab', { name: 'Positions' }).click();

    // A new position, offline.
    await postPosition('Worship Leader');
    await page.getByText('Saved on this device').first().waitFor();
    await page.waitForURL('**/church/dashboard');
    const queued = positionCard('Worship Leader');
    await queued.getByText('Pending sync').waitFor();

    // A deletion, offline: the card stays, marked, with a way to keep it.
    const old = positionCard('Old Post');
    await chooseDelete(page, old, 'Old Post');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Position' }).click();
    await old.getByText('Pending sync').waitFor();
    await old.getByRole('button', { name: 'Keep position' }).waitFor();

    // A profile save, offline.
    await page.getByRole('tab', { name: 'Church Profile' }).click();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/church/profile');
    await page.getByLabel('Location').fill('Shelbyville');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL('**/church/dashboard');
    await page.getByRole('tab', { name: 'Church Profile' }).click();
    const profileTab = page.getByRole('region', { name: 'Church Information' });
    await profileTab.getByText('Pending sync').waitFor();
    await profileTab.getByText('Shelbyville').waitFor();

    const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
    await waiting.getByText('New position “Worship Leader”').waitFor();
    await waiting.getByText('Delete “Old Post”').waitFor();
    await waiting.getByText('Church profile changes').waitFor();
    await waiting.getByRole('button', { name: 'Retry now' }).waitFor();
    await expectAccessible(page, 'church dashboard with changes waiting');
    await screenshot(page, 'church-offline-pending');

    // The form shows the save still waiting.
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.getByText('These changes are saved on this device').waitFor();
    expect(await page.getByLabel('Location').inputValue()).toBe('Shelbyville');
    await expectAccessible(page, 'church profile form with a save waiting');
    await screenshot(page, 'church-offline-profile-form');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/church/dashboard');

    expect(await titles()).toEqual(['Old Post', 'Youth Pastor']);
    await context.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: 20_000 });
    // The three go out one after another, the profile save last. On a loaded two-core CI machine a
    // flush that meets the network still coming back waits for its retry: allow for one.
    await expect.poll(titles, { timeout: 30_000 }).toEqual(['Worship Leader', 'Youth Pastor']);
    await expect
      .poll(async () => (await apiGet<ChurchProfile>(api.churchProfile)).location, {
        timeout: 30_000,
      })
      .toBe('Shelbyville');
    expect(oldId).toBeTruthy();
    await page.getByRole('tab', { name: 'Positions' }).click();
    await positionCard('Worship Leader').getByText('Pending Approval').waitFor();
    await positionCard('Old Post').waitFor({ state: 'detached' });
    expect(await page.getByText('Pending sync').count()).toBe(0);
  });

  it('keeps the edits after the session ended and sends them once the church signs in again', async () => {
    const { context, page } = session;
    await churchWithPositions('Hope', []);
    await visitDashboardOnline('Hope Chapel');
    // The held entry's first attempt answers 401.
    session.tolerate(/status of 401 \(Unauthorized\) \(http:[^)]*\/api\/positions\)$/);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Post Your First Position' }).waitFor();
    await postPosition('Youth Intern');
    await page.waitForURL('**/church/dashboard');
    await positionCard('Youth Intern').getByText('Pending sync').waitFor();

    // The session ends while offline (expired, or signed out on another device).
    await context.clearCookies();
    await context.setOffline(false);
    const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
    const notice = waiting.getByRole('alert');
    await notice.getByText('You are signed out.').waitFor({ timeout: 20_000 });
    await waiting.getByText('New position “Youth Intern”').waitFor();
    await expectAccessible(page, 'church dashboard asking to sign in');
    await screenshot(page, 'church-offline-sign-in');

    await notice.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill('hope@church.test');
    await page.getByLabel('Password').fill(CHURCH_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/church/dashboard');
    await expect.poll(titles, { timeout: 20_000 }).toEqual(['Youth Intern']);
    await positionCard('Youth Intern').getByText('Pending Approval').waitFor();
    await page.getByRole('region', { name: 'Changes waiting to be sent' }).waitFor({
      state: 'detached',
    });
  });

  /**
   * Deletes `title` offline (queued, 'Pending sync'), has another device delete it meanwhile and
   * comes back online: the queued deletion is sent and refused with a 404.
   */
  async function queueRefusedDeletion(title: string, id: string) {
    const { server, browser, context, page } = session;
    await context.setOffline(true);
    const card = positionCard(title);
    await chooseDelete(page, card, title);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Position' }).click();
    await card.getByText('Pending sync').waitFor();
    const elsewhere = await browser.newContext({ baseURL: server.url });
    await elsewhere.addCookies(await context.cookies());
    const removed = await elsewhere.request.delete(`${server.url}${api.position(id)}`, {
      headers: { Origin: server.url },
    });
    expect(removed.ok(), String(removed.status())).toBe(true);
    await elsewhere.close();
    await context.setOffline(false);
  }

  it('shows a change the server refused with its message, and discards it', async () => {
    const { page } = session;
    const [goneId] = await churchWithPositions('Faith', ['Gone Post']);
    await visitDashboardOnline('Faith Chapel');
    session.tolerate(/status of 404 \(Not Found\) \(http:[^)]*\/api\/positions\/[^/)]+\)$/);

    await queueRefusedDeletion('Gone Post', goneId ?? '');
    const waiting = page.getByRole('region', { name: 'Changes waiting to be sent' });
    await waiting.getByText('Not sent').waitFor({ timeout: 20_000 });
    await waiting.getByText('The job board refused this change: Position not found.').waitFor();
    await expectAccessible(page, 'church dashboard with a refused change');
    await screenshot(page, 'church-offline-refused');

    await waiting.getByRole('button', { name: 'Discard' }).click();
    await waiting.waitFor({ state: 'detached' });
    expect(await titles()).toEqual([]);
  });

  it("logging out removes the church's data from the device, and keeps its edits held for it", async () => {
    const { server, context, page } = session;
    const [goneId] = await churchWithPositions('Mercy', ['Gone Post']);
    await visitDashboardOnline('Mercy Chapel');
    session.tolerate(/status of 404 \(Not Found\) \(http:[^)]*\/api\/positions\/[^/)]+\)$/);

    // An edit that stays in the outbox: a deletion queued offline that the server then refuses.
    await queueRefusedDeletion('Gone Post', goneId ?? '');
    await page
      .getByRole('region', { name: 'Changes waiting to be sent' })
      .getByText('Not sent')
      .waitFor({ timeout: 20_000 });
    // user, profile, positions and stats
    expect(await countRecords('job-board-cache', 'church')).toBe(4);
    expect(await countRecords('job-board-outbox', 'entries')).toBe(1);

    await page.getByRole('button', { name: 'Account menu for Mercy Pastor' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    expect((await context.request.get(`${server.url}${api.authUser}`)).status()).toBe(401);

    // Gone from the device at once, not when another church signs in; the edit is still held.
    expect(await countRecords('job-board-cache', 'church')).toBe(0);
    expect(await countRecords('job-board-outbox', 'entries')).toBe(1);
  });
});
