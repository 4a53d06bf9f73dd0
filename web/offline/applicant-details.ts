// The student's own details for the apply form (name, e-mail, phone, major and year), kept on this
// device only when they ticked 'Remember my details on this device', so the next application starts
// filled in. The student owns them: unticking the box and sending forgets them, as does 'Forget my
// details' on 'My applications'; clearing the browser's site data removes them too. They never
// leave the device but inside an application the student sends.
import type { ApplicationInput } from '../../shared/schemas/application';
import type { CacheDb } from './cache-db';
import { myApplicationsDb } from './my-applications';

/** The fields remembered. */
export const REMEMBERED_FIELDS = [
  'studentName',
  'studentEmail',
  'studentPhone',
  'studentMajor',
  'studentGraduationYear',
] as const satisfies ReadonlyArray<keyof ApplicationInput>;

/** A field remembered. */
type RememberedField = (typeof REMEMBERED_FIELDS)[number];

/** The details remembered: the text of each field. */
export type ApplicantDetails = Record<RememberedField, string>;

/** Their key in the cache's meta table. */
const DETAILS_KEY = 'applicantDetails';

/** The remembered fields of a form's values (or of a stored record); text only. */
export function detailsOf(values: Partial<Record<RememberedField, unknown>>): ApplicantDetails {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return Object.fromEntries(
    REMEMBERED_FIELDS.map((name) => [name, text(values[name])]),
  ) as ApplicantDetails;
}

/** The details this device remembers, if the student asked it to. */
export async function rememberedDetails(
  db: CacheDb = myApplicationsDb(),
): Promise<ApplicantDetails | undefined> {
  const stored = (await db.meta.get(DETAILS_KEY))?.value;
  if (typeof stored !== 'string') return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<Record<string, unknown>>;
    // Only text fields, as written: anything else is no details of ours.
    if (!REMEMBERED_FIELDS.every((name) => typeof parsed[name] === 'string')) return undefined;
    return detailsOf(parsed);
  } catch {
    return undefined;
  }
}

/** Remembers the details on this device. */
export async function rememberDetails(
  details: ApplicantDetails,
  db: CacheDb = myApplicationsDb(),
): Promise<void> {
  await db.meta.put({ key: DETAILS_KEY, value: JSON.stringify(detailsOf(details)) });
}

/** Forgets the remembered details. */
export async function forgetDetails(db: CacheDb = myApplicationsDb()): Promise<void> {
  await db.meta.delete(DETAILS_KEY);
}
