// The fields a church writes for a position, listed once, in the post form's order and with its
// labels (the specification's words). The server's copy of a position, both stores' fields, the
// form's first values, the admin's review and the church's own pages read this list, so a field is
// added here and in the schema that checks it (docs/decisions/0040-one-list-of-fields.md).
import type { FieldSpec } from './field-spec';
import type { PositionData } from './schemas/position';
import type { EmploymentType, Position, PositionType } from './types';

/** A field of a position's text. */
export type PositionField = keyof PositionData;

/** Each field's label and kind; a Record over every key, so a field cannot be left out. */
export const POSITION_FIELDS = {
  title: { label: 'Position Title', kind: 'text' },
  positionType: {
    label: 'Position Type',
    kind: 'choice',
    options: { 'full-time': 'Full-time', 'part-time': 'Part-time' } satisfies Record<
      PositionType,
      string
    >,
    initial: 'part-time',
  },
  employmentType: {
    label: 'Employment Type',
    kind: 'choice',
    options: { internship: 'Internship', permanent: 'Permanent Position' } satisfies Record<
      EmploymentType,
      string
    >,
    initial: 'permanent',
  },
  description: { label: 'Position Description', kind: 'text' },
  jobDescriptionUrl: { label: 'Job Description File', kind: 'file' },
  anticipatedStartDate: { label: 'Anticipated Start Date', kind: 'day' },
  applyBy: { label: 'Apply by', kind: 'day' },
  responsibilities: { label: 'Key Responsibilities', kind: 'text' },
  qualifications: { label: 'Qualifications', kind: 'text' },
  compensation: { label: 'Compensation Information', kind: 'text' },
  additionalInfo: { label: 'Additional Information', kind: 'text' },
  contactPerson: { label: 'Contact Person', kind: 'text' },
  contactEmail: { label: 'Contact Email', kind: 'text' },
  contactPhone: { label: 'Contact Phone', kind: 'text' },
} as const satisfies Record<PositionField, FieldSpec>;

/** Where every new position starts: active, waiting for the college, never approved or declined. */
export const NEW_POSITION_STATE = {
  status: 'active',
  approved: false,
  approvedAt: null,
  closedReason: null,
  closedAt: null,
  declined: null,
} as const satisfies Partial<Position>;

/** The fields in the form's order. */
export const POSITION_FIELD_KEYS = Object.keys(POSITION_FIELDS) as PositionField[];

/**
 * Exactly the text of `source` (a position, a stored document, a parsed form): nothing else is
 * copied, and a field it lacks (a document or revision kept before the field existed) is null.
 */
export function positionDataOf(source: PositionData): PositionData {
  return Object.fromEntries(
    POSITION_FIELD_KEYS.map((key) => [key, source[key] ?? null]),
  ) as PositionData;
}

/** True when two texts of a position read the same, field by field (absent and null alike). */
export function sameText(a: PositionData, b: PositionData): boolean {
  return POSITION_FIELD_KEYS.every((key) => (a[key] ?? null) === (b[key] ?? null));
}
