// The body of POST /api/positions: the form's values checked by the shared schema plus the
// church's profile id; never id, status, approved or timestamps (spec section 3).
import * as v from 'valibot';
import { positionInputSchema, type PositionInput } from '../../../../shared/schemas/position';

/** The post-job form's first values: part-time and permanent (spec section 9). */
export function emptyPositionForm(): PositionInput {
  return {
    title: '',
    positionType: 'part-time',
    employmentType: 'permanent',
    description: '',
    jobDescriptionUrl: '',
    anticipatedStartDate: '',
    responsibilities: '',
    qualifications: '',
    compensation: '',
    additionalInfo: '',
    contactPerson: '',
    contactEmail: '',
    contactPhone: '',
  };
}

/** What is sent. Throws if the values are invalid (the form checks them first). */
export function positionBody(
  values: PositionInput,
  churchProfileId: string,
): v.InferOutput<typeof positionInputSchema> {
  return v.parse(positionInputSchema, { ...values, churchProfileId });
}
