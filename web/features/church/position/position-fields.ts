// A position's fields as the church reads them on its own pages: each with the label of the post
// form (shared/position-fields.ts), and its value in words ('Part-time', 'Jun 30, 2026', the file
// by the name it was uploaded with). Its own view lists them all; an edit's conflict sets two versions of them
// side by side.
import { choiceOrText } from '../../../../shared/field-spec';
import { POSITION_FIELDS, type PositionField } from '../../../../shared/position-fields';
import { calendarDayText } from '../../../../shared/dates';
import { storedFileName } from '../../../../shared/file-text';
import type { UploadedFileNames } from '../../../../shared/types';

/** A field's value in words, a file by its uploaded name in `fileNames`; null when left empty. */
export function positionFieldText(
  field: PositionField,
  data: Partial<Record<PositionField, unknown>>,
  fileNames: UploadedFileNames = {},
): string | null {
  const spec = POSITION_FIELDS[field];
  const text = choiceOrText(spec, data[field]);
  if (text === null) return text;
  if (spec.kind === 'day') return calendarDayText(text);
  return spec.kind === 'file' ? storedFileName('job-description', text, fileNames[text]) : text;
}
