// The fields of the church profile form, listed once, in its order and with its labels (the
// specification's words for the profile, the board's for the two settings it added). The form's
// values, its labels and a refused save's two versions read this list
// (docs/decisions/0040-one-list-of-fields.md).
import { APPLICATION_EMAIL_PREFERENCE_LABELS } from './constants';
import type { FieldSpec } from './field-spec';
import type { ChurchProfileData } from './schemas/church-profile';

/** A field of the profile form; the logo is uploaded apart, not typed. */
export type ProfileField = Exclude<keyof ChurchProfileData, 'logoUrl'>;

/** Each field's label and kind; a Record over every key, so a field cannot be left out. */
export const PROFILE_FIELDS = {
  churchName: { label: 'Church Name', kind: 'text' },
  denomination: { label: 'Denomination', kind: 'text' },
  location: { label: 'Location', kind: 'text' },
  website: { label: 'Website', kind: 'text' },
  contactPhone: { label: 'Contact Phone', kind: 'text' },
  description: { label: 'About Your Church', kind: 'text' },
  // A new church, or a profile kept before the choice existed, hears of each application.
  applicationEmails: {
    label: 'Application e-mails',
    kind: 'choice',
    options: APPLICATION_EMAIL_PREFERENCE_LABELS,
    initial: 'each',
  },
  declineTemplate: { label: 'Decline e-mail', kind: 'text' },
} as const satisfies Record<ProfileField, FieldSpec>;

/** The fields in the form's order. */
export const PROFILE_FIELD_KEYS = Object.keys(PROFILE_FIELDS) as ProfileField[];

/** The profile's text: what every save writes as given (the settings are kept when not given). */
export type ChurchText = Omit<ChurchProfileData, 'applicationEmails' | 'declineTemplate'>;

/** The text's fields: the form's, but the two settings, and the logo. */
export const CHURCH_TEXT_KEYS = [
  ...PROFILE_FIELD_KEYS.filter((key) => key !== 'applicationEmails' && key !== 'declineTemplate'),
  'logoUrl',
] as (keyof ChurchText)[];

/** Exactly the text of `source` (a save, a stored profile): nothing else, e.g. a stray userId. */
export function churchTextOf(source: ChurchText): ChurchText {
  return Object.fromEntries(CHURCH_TEXT_KEYS.map((key) => [key, source[key]])) as ChurchText;
}
