// The body of POST /api/positions and PUT /api/positions/{id}: the form's values checked by the
// shared schema plus the church's profile id; never id, status, approved or timestamps, which
// the server sets. The form also refuses an 'Apply by' day that is already over everywhere, as the
// server does (it knows the time; the form checks first so the church is told at once).
import * as v from 'valibot';
import { formValuesOf } from '../../../../shared/field-spec';
import { POSITION_FIELDS } from '../../../../shared/position-fields';
import { isPastApplyBy } from '../../../../shared/rules';
import {
  APPLY_BY_PAST,
  positionInputSchema,
  type PositionData,
  type PositionInput,
} from '../../../../shared/schemas/position';

/** The post-job form's first values: part-time and permanent, no 'Apply by'. */
export function emptyPositionForm(): PositionInput {
  return formValuesOf(POSITION_FIELDS, null) as PositionInput;
}

/** The form's values for a position's text (an edit starts from the church's latest). */
export function positionFormValues(data: PositionData): PositionInput {
  return formValuesOf(POSITION_FIELDS, data) as PositionInput;
}

/** The form's checks: the shared schema's, and no 'Apply by' day that is over everywhere. */
export const positionFormSchema = v.pipe(
  positionInputSchema,
  v.forward(
    v.check((input) => !isPastApplyBy(input.applyBy), APPLY_BY_PAST),
    ['applyBy'],
  ),
);

/** What is sent. Throws if the values are invalid (the form checks them first). */
export function positionBody(
  values: PositionInput,
  churchProfileId: string,
): v.InferOutput<typeof positionInputSchema> {
  return v.parse(positionInputSchema, { ...values, churchProfileId });
}

/** An edit's text: what is sent without the profile id (the position already has its church). */
export function editedPositionData(values: PositionInput): PositionData {
  const { churchProfileId: _church, ...data } = v.parse(positionInputSchema, values);
  return data;
}

/** Today where the church is (YYYY-MM-DD): the earliest 'Apply by' the date picker offers. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
