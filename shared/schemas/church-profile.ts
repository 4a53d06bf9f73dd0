import * as v from 'valibot';
import { normalizeWebsite } from '../rules';
import { APPLICATION_EMAIL_PREFERENCES, DECLINE_TEMPLATE_MAX_LENGTH } from '../constants';
import { MUST_BE_TEXT, optionalText, requiredText } from './fields';

/** Message for a logo that is not an https:// address with a host. */
export const LOGO_MUST_BE_HTTPS =
  'Logo must be a full https:// web address, for example https://example.org/logo.png';

/**
 * Whether a logo address is acceptable: https:// with a host. A relative path, http://, a
 * protocol-relative `//host` or any other scheme would be loaded from wherever it points, over
 * plain http or not at all.
 */
export function isHttpsAddress(value: string): boolean {
  if (!/^https:\/\/[^/?#]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The church profile form; a website without a scheme gets https://. */
export const churchProfileInputSchema = v.object({
  userId: v.optional(v.nullable(v.string(MUST_BE_TEXT))),
  churchName: requiredText('Church name must be at least 2 characters', 2, 200),
  denomination: optionalText(200),
  location: requiredText('Location is required', 2, 200),
  website: v.pipe(
    optionalText(500),
    v.transform((website: string | null) => normalizeWebsite(website)),
  ),
  description: optionalText(5000),
  contactPhone: optionalText(40),
  logoUrl: v.pipe(
    optionalText(2000),
    v.check((value) => value === null || isHttpsAddress(value), LOGO_MUST_BE_HTTPS),
  ),
  // The two fields below are not in the spec's form. Absent (a client that predates them, a save
  // queued before they existed) keeps what the church chose; only a value sent changes it.
  applicationEmails: v.optional(
    v.picklist(
      APPLICATION_EMAIL_PREFERENCES,
      'Application e-mails must be one of each, daily or none',
    ),
  ),
  declineTemplate: v.optional(
    v.pipe(
      v.nullable(v.string(MUST_BE_TEXT)),
      v.transform((value) => (value == null ? '' : value.trim())),
      v.maxLength(
        DECLINE_TEMPLATE_MAX_LENGTH,
        `Must be at most ${DECLINE_TEMPLATE_MAX_LENGTH} characters`,
      ),
      // Empty means "use the board's wording".
      v.transform((value) => (value === '' ? null : value)),
    ),
  ),
});

/** A church profile as the form sends it. */
export type ChurchProfileInput = v.InferInput<typeof churchProfileInputSchema>;
/** A church profile's fields after validation. */
export type ChurchProfileData = Omit<v.InferOutput<typeof churchProfileInputSchema>, 'userId'>;
