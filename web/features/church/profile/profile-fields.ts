// The church profile's fields as the church reads them: each with the form's label, its value in
// words. The form labels its fields from here; a save refused with 412 sets two versions of them
// side by side.
import { APPLICATION_EMAIL_PREFERENCE_LABELS } from '../../../../shared/constants';
import type { ApplicationEmailPreference } from '../../../../shared/types';

/** The fields the church writes, in the form's order. */
export const PROFILE_FIELDS = [
  'churchName',
  'denomination',
  'location',
  'website',
  'contactPhone',
  'description',
  'applicationEmails',
  'declineTemplate',
] as const;

/** A field of the profile form. */
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Each field's label. */
export const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  churchName: 'Church Name',
  denomination: 'Denomination',
  location: 'Location',
  website: 'Website',
  contactPhone: 'Contact Phone',
  description: 'About Your Church',
  applicationEmails: 'Application e-mails',
  declineTemplate: 'Decline e-mail',
};

/** A field's value in words; null when it is empty. */
export function profileFieldText(
  field: ProfileField,
  profile: Partial<Record<ProfileField, unknown>>,
): string | null {
  const value = profile[field];
  if (field === 'applicationEmails') {
    // Absent (a save made before the choice existed) keeps 'each'.
    return APPLICATION_EMAIL_PREFERENCE_LABELS[(value as ApplicationEmailPreference) ?? 'each'];
  }
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}
