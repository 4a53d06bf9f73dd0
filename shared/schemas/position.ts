import * as v from 'valibot';
import { EMPLOYMENT_TYPES, POSITION_TYPES } from '../constants';
import { MUST_BE_TEXT, optionalText, requiredText } from './fields';

/** The post-position form (spec section 5); the client never sends id, status or approved. */
export const positionInputSchema = v.object({
  churchProfileId: v.optional(v.nullable(v.string(MUST_BE_TEXT))),
  title: requiredText('Title must be at least 3 characters', 3, 200),
  description: requiredText('Description must be at least 50 characters', 50, 20000),
  positionType: v.optional(
    v.picklist(POSITION_TYPES, 'Position type must be full-time or part-time'),
    'part-time',
  ),
  employmentType: v.pipe(
    v.optional(
      v.nullable(
        v.picklist([...EMPLOYMENT_TYPES, ''], 'Employment type must be internship or permanent'),
      ),
      'permanent',
    ),
    v.transform((value) => (value == null || value === '' ? 'permanent' : value)),
  ),
  jobDescriptionUrl: optionalText(2000),
  contactPerson: optionalText(200),
  contactEmail: v.pipe(
    v.optional(v.nullable(v.string(MUST_BE_TEXT)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.union(
      [v.literal(''), v.pipe(v.string(), v.email('Invalid email address'))],
      'Invalid email address',
    ),
    v.transform((value) => (value === '' ? null : value)),
  ),
  contactPhone: optionalText(40),
  anticipatedStartDate: optionalText(100),
  qualifications: optionalText(10000),
  responsibilities: optionalText(10000),
  compensation: optionalText(2000),
  additionalInfo: optionalText(10000),
});

/** A position as the church's form sends it. */
export type PositionInput = v.InferInput<typeof positionInputSchema>;
/** A position's fields after validation. */
export type PositionData = Omit<v.InferOutput<typeof positionInputSchema>, 'churchProfileId'>;
