// The CSV export of a position's applications: for its church and admins, UTF-8 with BOM, newest
// first, every cell a spreadsheet would run as a formula escaped.
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../shared/api-routes';
import type { Position } from '../../shared/types';
import {
  adminClient,
  appliedFor,
  churchWithProfile,
  postedPosition,
  signedInUser,
  uploadedResume,
} from '../testing/fixtures';
import { TestClient } from '../testing/http-client';
import { appPerTest } from '../testing/per-test';
import { csvFilename, toCsv } from './applications-csv';

const app = appPerTest({ env: { PUBLIC_URL: 'https://jobs.college.test' } });
let admin: TestClient;
let church: TestClient;
let position: Position;

beforeEach(async () => {
  admin = await adminClient(app);
  church = (await churchWithProfile(app, 'grace@church.test')).client;
  position = await postedPosition(church, { title: 'Jeunesse & Louange: été' }, admin);
});

const BOM = '\ufeff';
const HEADER =
  'Name,E-mail,Phone,Major,Graduation year,Available from,Applied on,Status,Cover letter,Resume';

describe('toCsv', () => {
  it('starts with a BOM and escapes formula cells with a single quote', () => {
    const csv = toCsv([
      ['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tTab', '\rReturn', 'plain', 'a, "quoted"\nline'],
    ]);
    expect(csv).toBe(
      `${BOM}'=1+1,'+33 1 23,'-2,'@SUM(A1),'\tTab,"'\rReturn",plain,"a, ""quoted""\nline"\n`,
    );
  });

  it('names the file after the position in plain letters', () => {
    expect(csvFilename('Jeunesse & Louange: été')).toBe('jeunesse-louange-ete-applications.csv');
    expect(csvFilename('../../etc/passwd')).toBe('etc-passwd-applications.csv');
    expect(csvFilename('牧师')).toBe('position-applications.csv');
    expect(csvFilename('x'.repeat(200))).toBe(`${'x'.repeat(60)}-applications.csv`);
  });
});

describe('GET /api/church/positions/:id/applications.csv', () => {
  it('answers every application, newest first, with BOM, header, labels and absolute resume links', async () => {
    const resumeUrl = await uploadedResume(app);
    const first = await appliedFor(app, position.id, {
      studentName: 'Zoë Lefèvre',
      studentEmail: 'zoe@student.test',
      resumeUrl,
      coverLetter: 'Je serais ravie de servir,\n"avec joie".',
    });
    app.clock.advance(60_000);
    const second = await appliedFor(app, position.id, {
      studentName: '=HYPERLINK("https://evil.test","Click")',
      studentEmail: 'eve@student.test',
      studentPhone: '+1 555 123 4567',
      studentMajor: '@Theology',
      coverLetter: '-cmd|calc',
    });
    await church.put(api.churchApplicationStatus(first.id), { status: 'contacted' });

    const res = await church.get(api.churchPositionApplicationsCsv(position.id));
    expect(res.status, res.text).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jeunesse-louange-ete-applications.csv"',
    );
    // Byte-exact: the BOM and the accents as UTF-8.
    expect(res.raw.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.raw.toString('utf8');
    expect(text.startsWith(`${BOM}${HEADER}\n`)).toBe(true);
    const day = first.createdAt.slice(0, 10);
    expect(text.slice(BOM.length)).toBe(
      [
        HEADER,
        `"'=HYPERLINK(""https://evil.test"",""Click"")",eve@student.test,'+1 555 123 4567,'@Theology,2027,June,${second.createdAt.slice(0, 10)},New,'-cmd|calc,`,
        `Zoë Lefèvre,zoe@student.test,555-123-4567,Theology,2027,June,${day},Contacted,"Je serais ravie de servir,\n""avec joie"".",https://jobs.college.test${api.applicationResume(first.id)}`,
        '',
      ].join('\n'),
    );
  });

  it('answers the header alone for a position without applications', async () => {
    const res = await church.get(api.churchPositionApplicationsCsv(position.id));
    expect(res.status).toBe(200);
    expect(res.raw.toString('utf8')).toBe(`${BOM}${HEADER}\n`);
  });

  it('an admin may export; another church is 403, a stranger 401, no role 403, an unknown position 404', async () => {
    await appliedFor(app, position.id);
    const path = api.churchPositionApplicationsCsv(position.id);
    const other = (await churchWithProfile(app, 'other@church.test')).client;
    const noRole = (await signedInUser(app, 'norole@person.test')).client;
    expect((await admin.get(path)).status).toBe(200);
    const refused = await other.get(path);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('Ada');
    expect((await noRole.get(path)).status).toBe(403);
    expect((await new TestClient(app.callback).get(path)).status).toBe(401);
    expect((await church.get(api.churchPositionApplicationsCsv('no-such-position'))).status).toBe(
      404,
    );
  });
});
