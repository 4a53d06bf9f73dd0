// A position's fields as the church reads them on its own pages: each with the label of the post
// form, and its value in words ('Part-time', 'Jun 30, 2026', 'Job description (PDF)'). Its own view lists
// them all; an edit's conflict sets two versions of them side by side.
import { calendarDayText } from '../../../../shared/dates';
import { storedFileName } from '../../../../shared/file-text';
import type { PositionData } from '../../../../shared/schemas/position';
import { positionTypeLabel } from '../../../ui/position-text';
import { POSITION_TEXT_FIELDS } from '../../../offline/church-position-writes';

/** A field of a position's text. */
export type PositionField = (typeof POSITION_TEXT_FIELDS)[number];

/** The fields in the form's order. */
export { POSITION_TEXT_FIELDS as POSITION_FIELDS } from '../../../offline/church-position-writes';

/** Each field's label, as the post-position form says it. */
export const POSITION_FIELD_LABELS: Record<PositionField, string> = {
  title: 'Position Title',
  positionType: 'Position Type',
  employmentType: 'Employment Type',
  description: 'Position Description',
  jobDescriptionUrl: 'Job Description File',
  anticipatedStartDate: 'Anticipated Start Date',
  applyBy: 'Apply by',
  responsibilities: 'Key Responsibilities',
  qualifications: 'Qualifications',
  compensation: 'Compensation Information',
  additionalInfo: 'Additional Information',
  contactPerson: 'Contact Person',
  contactEmail: 'Contact Email',
  contactPhone: 'Contact Phone',
};

/** A field's value in words; null when the church left it empty. */
export function positionFieldText(
  field: PositionField,
  data: Partial<Record<PositionField, unknown>>,
): string | null {
  const value = data[field];
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value;
  switch (field) {
    case 'positionType':
      return positionTypeLabel(value as PositionData['positionType']);
    case 'employmentType':
      return value === 'internship' ? 'Internship' : 'Permanent Position';
    case 'anticipatedStartDate':
    case 'applyBy':
      return calendarDayText(text);
    case 'jobDescriptionUrl':
      return storedFileName('job-description', text);
    default:
      return text;
  }
}
