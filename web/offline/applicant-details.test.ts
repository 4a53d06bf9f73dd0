// The apply form's remembered details (applicant-details.ts) on fake-indexeddb: nothing until
// remembered, the five fields only, and gone once forgotten; a damaged record reads as none.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetDetails, rememberDetails, rememberedDetails } from './applicant-details';
import { CacheDb } from './cache-db';

let opened = 0;
let db: CacheDb;

beforeEach(() => {
  db = new CacheDb(`applicant-details-test-${++opened}`);
});

afterEach(async () => {
  db.close();
  await db.delete();
});

const SAM = {
  studentName: 'Sam Student',
  studentEmail: 'sam@student.test',
  studentPhone: '555-010-2030',
  studentMajor: 'Youth Ministry',
  studentGraduationYear: '2027',
};

describe('the remembered details', () => {
  it('are none until remembered, then the five fields only, until forgotten', async () => {
    expect(await rememberedDetails(db)).toBeUndefined();
    await rememberDetails({ ...SAM, coverLetter: 'Not remembered' } as typeof SAM, db);
    expect(await rememberedDetails(db)).toEqual(SAM);
    await forgetDetails(db);
    expect(await rememberedDetails(db)).toBeUndefined();
  });

  it('read a damaged record as none', async () => {
    await db.meta.put({ key: 'applicantDetails', value: '{not json' });
    expect(await rememberedDetails(db)).toBeUndefined();
    await db.meta.put({ key: 'applicantDetails', value: JSON.stringify({ studentName: 1 }) });
    expect(await rememberedDetails(db)).toBeUndefined();
  });
});
