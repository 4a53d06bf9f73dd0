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
import type { ApplicationEmailPreference } from '../../../../shared/types';

/** The text fields of the form. */
type TextFieldName =
  'churchName' | 'denomination' | 'location' | 'website' | 'contactPhone' | 'description';

/** The profile form's fields. */
export interface ProfileFormValues {
  churchName: string;
  denomination: string;
  location: string;
  website: string;
  contactPhone: string;
  description: string;
  applicationEmails: ApplicationEmailPreference;
  declineTemplate: string;
}

/** What the form is prefilled from: a profile, a queued save, or both merged. */
export type ProfileSource = Partial<Record<TextFieldName, string | null>> & {
  applicationEmails?: ApplicationEmailPreference | null;
  declineTemplate?: string | null;
};

/** The form's values for a church with this profile (or none yet). */
export function profileFormValues(profile: ProfileSource | null): ProfileFormValues {
  return {
    churchName: profile?.churchName ?? '',
    denomination: profile?.denomination ?? '',
    location: profile?.location ?? '',
    website: profile?.website ?? '',
    contactPhone: profile?.contactPhone ?? '',
    description: profile?.description ?? '',
    // A new church, or a profile kept before the choice existed, hears of each application.
    applicationEmails: profile?.applicationEmails ?? 'each',
    declineTemplate: profile?.declineTemplate ?? '',
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
