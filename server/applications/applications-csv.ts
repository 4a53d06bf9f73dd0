// A position's applications as a spreadsheet file: UTF-8 with a byte order mark (so spreadsheet
// programs read accents), a header row, newest first. Every cell is text a student typed, so cells
// that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) get
// csv-stringify's `escape_formulas`: a leading single quote.
import { stringify } from 'csv-stringify/sync';
import { api } from '../../shared/api-routes';
import { APPLICATION_STATUS_LABELS } from '../../shared/constants';
import type { Application } from '../../shared/types';
import type { AppDeps } from '../deps';
import type { UserRecord } from '../store/port';
import { reviewablePosition } from './review.service';

type Deps = Pick<AppDeps, 'store' | 'config' | 'now'>;

/** The columns, in order: header and value of each. */
const COLUMNS: [string, (application: Application, deps: Deps) => string][] = [
  ['Name', (a) => a.studentName],
  ['E-mail', (a) => a.studentEmail],
  ['Phone', (a) => a.studentPhone ?? ''],
  ['Major', (a) => a.studentMajor ?? ''],
  ['Graduation year', (a) => a.graduationYear ?? ''],
  ['Available from', (a) => a.availableStartDate ?? ''],
  ['Applied on', (a) => a.createdAt.slice(0, 10)],
  ['Status', (a) => APPLICATION_STATUS_LABELS[a.status]],
  ['Cover letter', (a) => a.coverLetter ?? ''],
  // The authorised route: whoever opens the file must be signed in as the church or an admin.
  [
    'Resume',
    (a, deps) => (a.resumeUrl ? `${deps.config.appUrl}${api.applicationResume(a.id)}` : ''),
  ],
];

/** The file's name: the position's title in plain letters and digits, e.g. `youth-pastor-applications.csv`. */
export function csvFilename(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'position'}-applications.csv`;
}

/** The CSV text of rows of cells (header first), with BOM and formula escaping. */
export function toCsv(rows: readonly string[][]): string {
  return stringify(rows as string[][], { bom: true, escape_formulas: true });
}

/** A position's applications as CSV, for its church or an admin (another church 403, unknown 404). */
export async function applicationsCsv(
  deps: Deps,
  viewer: UserRecord,
  positionId: string,
): Promise<{ filename: string; csv: string }> {
  const { position } = await reviewablePosition(deps, viewer, positionId);
  const applications = await deps.store.applications.listByPosition(position.id);
  return {
    filename: csvFilename(position.title),
    csv: toCsv([
      COLUMNS.map(([header]) => header),
      ...applications.map((application) => COLUMNS.map(([, cell]) => cell(application, deps))),
    ]),
  };
}
