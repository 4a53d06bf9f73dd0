// A position past its 'Apply by' date. Students see the date on the card; once the day is
// over everywhere an application is refused with the server's words, and the periodic job takes
// the position off the list and the church's card says why. The server's clock cannot be moved,
// so the days passing are stood in for by the store's own calls on the server's database (an edit
// of the date, approved), and the job is the server's own function run on that database, as any
// instance sharing it would.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import { closePastApplyByPositions } from '../../server/positions/position-expiry';
import { positionDataOf } from '../../shared/position-fields';
import { SQLITE_FILE_NAME } from '../../server/store/open-store';
import { openSqliteStore } from '../../server/store/sqlite/sqlite-store';
import { fillApplyDialog } from './support/apply-dialog';
import { gracePositionsSession } from './support/grace-positions';
import { screenshot } from './support/screenshot';

const ENV = { COLLEGE_NAME: 'Test College', ADMIN_EMAILS: 'admin@college.test' };
const DESCRIPTION =
  'Help our Easter choir with rehearsals on Thursday evenings and the services on Easter Sunday.';
const TITLE = 'Easter Choir Helper';
/** The apply dialog's refusal is the answer the test waits for. */
const REFUSED = [{ path: api.applications, status: 410 }];

describe("a position past its 'Apply by' date", () => {
  const { session, pages, postApproved, ownPosition } = gracePositionsSession(
    { env: ENV },
    DESCRIPTION,
  );

  /** Opens the server's database beside it (SQLite in WAL mode takes a second connection). */
  async function withStore<T>(
    use: (store: Awaited<ReturnType<typeof openSqliteStore>>) => Promise<T>,
  ): Promise<T> {
    const store = await openSqliteStore(path.join(session.server.dataDir, SQLITE_FILE_NAME));
    try {
      return await use(store);
    } finally {
      await store.close();
    }
  }

  it('refuses applications once the day is over and leaves the list after the job', async () => {
    const { server, browser } = session;
    const id = await postApproved(TITLE);
    // The church's 'Apply by' is a day that is over everywhere: an edit of the date, approved.
    await withStore(async (store) => {
      const position = await store.positions.findById(id);
      if (!position) throw new Error('no position');
      const data = { ...positionDataOf(position), applyBy: '2020-04-01' };
      await store.positions.saveRevision(id, data, position.version);
      await store.positions.approveRevision(id, position.version + 1);
    });

    const student = await pages.openAsNewPerson(browser, server, REFUSED);
    await student.goto('/jobs');
    const card = student.getByRole('article', { name: TITLE });
    await card.getByText('Apply by Apr 1, 2020').waitFor();
    await student.goto(`/jobs/${id}`);
    await student.getByRole('button', { name: 'Apply Now' }).first().click();
    const dialog = student.getByRole('dialog', { name: `Apply for ${TITLE}` });
    await fillApplyDialog(dialog);
    await dialog.getByRole('button', { name: 'Submit Application' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: "The 'Apply by' date of this position has passed" })
      .waitFor();
    await screenshot(student, 'apply-refused-apply-by');

    // The periodic job closes it: it leaves the list, and the church sees why.
    expect(
      await withStore((store) => closePastApplyByPositions({ store, now: () => new Date() })),
    ).toEqual([id]);
    await expect
      .poll(async () => {
        await student.goto('/jobs');
        await student.getByRole('heading', { name: 'Browse Positions' }).waitFor();
        return student.getByRole('article', { name: TITLE }).count();
      })
      .toBe(0);
    expect(await ownPosition(id)).toMatchObject({ status: 'closed', closedReason: 'deadline' });
    const page = await pages.open(session.church);
    await page.goto('/church/dashboard');
    await page
      .getByRole('list', { name: 'Your positions' })
      .getByRole('article', { name: TITLE })
      .getByText('Closed · Apply-by date passed')
      .waitFor();
  });
});
