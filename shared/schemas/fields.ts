import * as v from 'valibot';

/** Message when a field that must be text is something else (an object, a number, an operator). */
export const MUST_BE_TEXT = 'Must be text';

/** A required text field: trimmed, with the spec's message when shorter than `min`. */
export function requiredText(message: string, min = 1, max = 200) {
  return v.pipe(
    v.optional(v.string(MUST_BE_TEXT), ''),
    v.trim(),
    v.minLength(min, message),
    v.maxLength(max, `Must be at most ${max} characters`),
  );
}

/** An optional text field: trimmed, empty becomes null so stores keep one notion of 'absent'. */
export function optionalText(max = 2000) {
  return v.pipe(
    v.optional(v.nullable(v.string(MUST_BE_TEXT)), null),
    v.transform((value) => (value == null ? '' : value.trim())),
    v.maxLength(max, `Must be at most ${max} characters`),
    v.transform((value) => (value === '' ? null : value)),
  );
}

/** A required e-mail address with the given message. */
export function requiredEmail(message: string) {
  return v.pipe(
    v.optional(v.string(MUST_BE_TEXT), ''),
    v.trim(),
    v.email(message),
    v.maxLength(254, message),
  );
}
