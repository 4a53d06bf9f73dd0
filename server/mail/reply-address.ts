// A Reply-To comes from a stored e-mail (a student's, a position's contact): the header gets it only
// when it is one plain address, so no stored value can add a header or a second recipient.

/** Characters that have a meaning in an address header, or none in an address: never in a Reply-To. */
const PLAIN_ADDRESS =
  /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]+$/u;
/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
const MAX_ADDRESS_LENGTH = 254;

/** The value when it is one plain e-mail address (no name, no line break, no list), else null. */
export function plainAddress(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > MAX_ADDRESS_LENGTH) return null;
  return PLAIN_ADDRESS.test(value) ? value : null;
}
