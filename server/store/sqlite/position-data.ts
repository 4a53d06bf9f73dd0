// A position's form fields (PositionData) and their columns, in one place: creating, replacing a
// pending position and applying a revision all write the same set, and a revision keeps it as JSON.
import type { PositionData } from '../../../shared/schemas/position';

/**
 * The column of each field. A Record over every key, so a field added to the form fails to compile
 * here until it has a column (and a migration).
 */
const POSITION_COLUMNS: Record<keyof PositionData, string> = {
  title: 'title',
  description: 'description',
  jobDescriptionUrl: 'job_description_url',
  positionType: 'position_type',
  employmentType: 'employment_type',
  contactPerson: 'contact_person',
  contactEmail: 'contact_email',
  contactPhone: 'contact_phone',
  anticipatedStartDate: 'anticipated_start_date',
  qualifications: 'qualifications',
  responsibilities: 'responsibilities',
  compensation: 'compensation',
  additionalInfo: 'additional_info',
  applyBy: 'apply_by',
};

const FIELDS = Object.keys(POSITION_COLUMNS) as (keyof PositionData)[];

/** `title, description, …`: the columns, for an INSERT's column list. */
export const DATA_COLUMNS = FIELDS.map((field) => POSITION_COLUMNS[field]).join(', ');

/** `@title, @description, …`: the named parameters positionParams binds, in DATA_COLUMNS' order. */
export const DATA_VALUES = FIELDS.map((field) => `@${field}`).join(', ');

/** `title = @title, …`: an UPDATE's assignments of every field from positionParams. */
export const SET_DATA = FIELDS.map((field) => `${POSITION_COLUMNS[field]} = @${field}`).join(', ');

/**
 * Exactly the form's fields of `data`, as named parameters. Callers may pass a wider object (the
 * parsed input); nothing else is written.
 */
export function positionParams(data: PositionData): Record<keyof PositionData, string | null> {
  const params = {} as Record<keyof PositionData, string | null>;
  for (const field of FIELDS) params[field] = data[field];
  return params;
}

/** A revision's data as stored: the form's fields alone, as JSON. */
export function toDataJson(data: PositionData): string {
  return JSON.stringify(positionParams(data));
}

/**
 * A revision's stored JSON as PositionData. A field the form gained after the revision was kept
 * reads as null, what an empty optional field is.
 */
export function fromDataJson(json: string): PositionData {
  const stored = JSON.parse(json) as Partial<Record<keyof PositionData, string | null>>;
  const data = {} as Record<keyof PositionData, string | null>;
  for (const field of FIELDS) data[field] = stored[field] ?? null;
  return data as PositionData;
}
