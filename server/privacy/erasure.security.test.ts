// Attack: erasure used as a weapon or left half done. Applying under someone else's address and
// withdrawing must not erase that person's own mail; hostile ids in a keyed request are never kept
// as the records its answer names; a replayed key after an erasure answers nothing of the person.
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { Position } from '../../shared/types';
import { WITHDRAWN_MESSAGE } from '../applications/status-page.service';
import {
  appliedFor,
  churchWithApprovedPosition,
  isSetupMail,
  postedPosition,
  queuedMail,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { findPersonalData } from '../testing/personal-data';
import { testStoreKinds } from '../testing/stores';
import { createTestApp, type TestApp } from '../testing/test-app';

const VICTIM = {
  studentName: 'Victoria Mbeki-Haraldsen',
  studentEmail: 'victoria.mh@student.test',
  studentPhone: '555-314-1592',
};

describe.each(testStoreKinds())('attack: erasure on $name', ({ open }) => {
  let app: TestApp;
  let position: Position;
  let church: TestClient;
  let admin: TestClient;

  afterEach(async () => {
    await app.close();
    await app.store.close();
  });

  async function setUp() {
    app = await createTestApp({ store: await open() });
    ({ position, church, admin } = await churchWithApprovedPosition(app));
  }

  it("applying under someone else's address and withdrawing leaves their own mail alone", async () => {
    await setUp();
    const own = await appliedFor(app, position.id, VICTIM);
    // One live application per address and position: the forger applies to another position.
    const other = await postedPosition(church, { title: 'Worship Leader' }, admin);
    const forged = await appliedFor(app, other.id, {
      ...VICTIM,
      studentName: 'Someone Else',
    });
    const before = (await queuedMail(app)).filter((m) => !isSetupMail(m));
    expect(before).toHaveLength(4);

    const withdrawn = await new TestClient(app.callback).delete(
      api.applicationStatus(forged.statusToken),
    );
    expect(withdrawn.status).toBe(200);

    // The victim's receipt and the church's notice of the victim's own application stay.
    const after = (await queuedMail(app)).filter((m) => !isSetupMail(m));
    expect(after).toHaveLength(2);
    expect(after.map((m) => m.to).sort()).toEqual(['grace@church.test', VICTIM.studentEmail]);
    expect(after.some((m) => m.text.includes('Someone Else'))).toBe(false);
    expect(await app.store.applications.findById(own.id)).toBeDefined();
  });

  it('hostile ids in a keyed bulk approval are refused and never kept', async () => {
    await setUp();
    const hostile = [{ $gt: '' }, 'HOSTILE-ID-not-a-uuid', `HOSTILE-ID-${'x'.repeat(2000)}`, 7];
    const res = await admin.post(
      '/api/admin/positions/bulk-approve',
      { ids: hostile },
      { headers: { 'Idempotency-Key': 'hostile-bulk' } },
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await findPersonalData(app.store, ['HOSTILE-ID'])).toEqual([]);
  });

  it("replaying the student's withdrawal or the church's key answers nothing of the student", async () => {
    await setUp();
    const receipt = await appliedFor(app, position.id, VICTIM);
    const key = { headers: { 'Idempotency-Key': 'withdraw-1' } };
    const student = new TestClient(app.callback);
    expect((await student.delete(api.applicationStatus(receipt.statusToken), key)).status).toBe(
      200,
    );

    const replay = await student.delete(api.applicationStatus(receipt.statusToken), key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ message: WITHDRAWN_MESSAGE });
    expect(
      await findPersonalData(app.store, [
        VICTIM.studentName,
        VICTIM.studentEmail,
        VICTIM.studentPhone,
      ]),
    ).toEqual([]);
  });
});
