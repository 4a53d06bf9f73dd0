// The body of POST/PUT /api/church/profile: the form's values checked by the shared schema, so a
// website without a scheme is sent with https:// and blanks as null. How
// the church hears of applications and its decline e-mail go with the rest; an empty
// decline e-mail is sent as null: the board's wording.
import * as v from 'valibot';
import {
  churchProfileInputSchema,
  isHttpsAddress,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';
import { formValuesOf } from '../../../../shared/field-spec';
import { PROFILE_FIELDS, type ProfileField } from '../../../../shared/profile-fields';
import type { ApplicationEmailPreference } from '../../../../shared/types';

/** The profile form's fields: text, and how the church hears of applications. */
export type ProfileFormValues = Record<Exclude<ProfileField, 'applicationEmails'>, string> & {
  applicationEmails: ApplicationEmailPreference;
};

/** What the form is prefilled from: a profile, a queued save, or both merged. */
export type ProfileSource = { [K in ProfileField]?: ProfileFormValues[K] | null };

/** The form's values for a church with this profile (or none yet). */
export function profileFormValues(profile: ProfileSource | null): ProfileFormValues {
  return formValuesOf(PROFILE_FIELDS, profile) as ProfileFormValues;
}

/**
 * What is sent; the logo (not on the form) is kept as it was, unless it is an address the server no
 * longer accepts (not https://), which is dropped so the church can still save. Throws if the
 * values are invalid.
 */
export function profileBody(
  values: ChurchProfileInput,
  userId: string,
  logoUrl: string | null,
): v.InferOutput<typeof churchProfileInputSchema> {
  const kept = logoUrl !== null && isHttpsAddress(logoUrl) ? logoUrl : null;
  const input: ChurchProfileInput = { ...values, userId, logoUrl: kept };
  return v.parse(churchProfileInputSchema, input);
}
