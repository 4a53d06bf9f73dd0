// The body of POST/PUT /api/church/profile: the form's values checked by the shared schema, so a
// website without a scheme is sent with https:// and blanks as null (spec sections 5 and 7).
import * as v from 'valibot';
import {
  churchProfileInputSchema,
  isHttpsAddress,
  type ChurchProfileInput,
} from '../../../../shared/schemas/church-profile';

/** The profile form's fields. */
export interface ProfileFormValues {
  churchName: string;
  denomination: string;
  location: string;
  website: string;
  contactPhone: string;
  description: string;
}

/** The form's values for a church with this profile (or none yet). */
export function profileFormValues(
  profile: Partial<Record<keyof ProfileFormValues, string | null>> | null,
): ProfileFormValues {
  return {
    churchName: profile?.churchName ?? '',
    denomination: profile?.denomination ?? '',
    location: profile?.location ?? '',
    website: profile?.website ?? '',
    contactPhone: profile?.contactPhone ?? '',
    description: profile?.description ?? '',
  };
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
