// Every field a church fills in (shared/position-fields.ts) as the admin reads it, so the admin
// reviews exactly what the church wrote, and sees an edit of a live position field by field.
import { calendarDayText } from '../../../shared/dates';
import { choiceOrText, differingFields } from '../../../shared/field-spec';
import {
  POSITION_FIELD_KEYS,
  POSITION_FIELDS,
  type PositionField,
} from '../../../shared/position-fields';
import type { PositionData } from '../../../shared/schemas/position';

/** A field's value as the admin reads it; null when the church left it empty. */
export function fieldText(key: PositionField, data: Partial<PositionData>): string | null {
  const spec = POSITION_FIELDS[key];
  const text = choiceOrText(spec, data[key]);
  if (text === null) return text;
  if (spec.kind === 'day') return calendarDayText(text);
  return spec.kind === 'file' ? 'A file is attached' : text;
}

/** One field an edit changes: what students see now, and what the edit would make it. */
export interface FieldChange {
  key: PositionField;
  label: string;
  before: string | null;
  after: string | null;
}

/** The fields `edit` changes in `current`, in the form's order; the rest are left out. */
export function changedFields(current: PositionData, edit: PositionData): FieldChange[] {
  return differingFields(current, edit, POSITION_FIELD_KEYS).map((key) => {
    const after = fieldText(key, edit);
    // Two files read alike ('A file is attached'): say the edit brings another one.
    const replaced = key === 'jobDescriptionUrl' && current[key] && after;
    return {
      key,
      label: POSITION_FIELDS[key].label,
      before: fieldText(key, current),
      after: replaced ? 'A new file' : after,
    };
  });
}
