// Every field a church fills in, in the order of its form and with its form's labels, so the admin
// reviews exactly what the church wrote, and sees an edit of a live position field by field.
import { calendarDayText } from '../../../shared/dates';
import type { PositionData } from '../../../shared/schemas/position';
import type { PositionType } from '../../../shared/types';
import { positionTypeLabel } from '../../ui/position-text';

/** A field the review shows (the title is the page's heading). */
export type ReviewField = keyof PositionData;

/** The fields in the order of the church's form, with the form's labels. */
export const REVIEW_FIELDS: ReadonlyArray<{ key: ReviewField; label: string }> = [
  { key: 'title', label: 'Position Title' },
  { key: 'positionType', label: 'Position Type' },
  { key: 'employmentType', label: 'Employment Type' },
  { key: 'description', label: 'Position Description' },
  { key: 'jobDescriptionUrl', label: 'Job description file' },
  { key: 'anticipatedStartDate', label: 'Anticipated Start Date' },
  { key: 'applyBy', label: 'Apply by' },
  { key: 'responsibilities', label: 'Key Responsibilities' },
  { key: 'qualifications', label: 'Qualifications' },
  { key: 'compensation', label: 'Compensation Information' },
  { key: 'additionalInfo', label: 'Additional Information' },
  { key: 'contactPerson', label: 'Contact Person' },
  { key: 'contactEmail', label: 'Contact Email' },
  { key: 'contactPhone', label: 'Contact Phone' },
];

/** A field's value as the admin reads it; null when the church left it empty. */
export function fieldText(key: ReviewField, data: Partial<PositionData>): string | null {
  const value = data[key];
  if (value === null || value === undefined || value.trim() === '') return null;
  switch (key) {
    case 'positionType':
      return positionTypeLabel(value as PositionType);
    case 'employmentType':
      return value === 'internship' ? 'Internship' : 'Permanent Position';
    case 'anticipatedStartDate':
    case 'applyBy':
      return calendarDayText(value);
    case 'jobDescriptionUrl':
      return 'A file is attached';
    default:
      return value;
  }
}

/** One field an edit changes: what students see now, and what the edit would make it. */
export interface FieldChange {
  key: ReviewField;
  label: string;
  before: string | null;
  after: string | null;
}

// Every field is text (or null): blank and null read alike, as do values around spaces.
function comparable(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** The fields `edit` changes in `current`, in the form's order; the rest are left out. */
export function changedFields(current: PositionData, edit: PositionData): FieldChange[] {
  return REVIEW_FIELDS.filter(({ key }) => comparable(current[key]) !== comparable(edit[key])).map(
    ({ key, label }) => {
      const after = fieldText(key, edit);
      // Two files read alike ('A file is attached'): say the edit brings another one.
      const replaced = key === 'jobDescriptionUrl' && current[key] && after;
      return {
        key,
        label,
        before: fieldText(key, current),
        after: replaced ? 'A new file' : after,
      };
    },
  );
}
