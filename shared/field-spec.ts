// What the lists of fields (position-fields.ts, profile-fields.ts) say of each field.

/** How a field is read: text as written, one of a few choices, a calendar day, a file. */
export type FieldKind = 'text' | 'choice' | 'day' | 'file';

/** A field's label as its form says it, its kind, and for a choice each option's words. */
export interface FieldSpec {
  label: string;
  kind: FieldKind;
  options?: Readonly<Record<string, string>>;
  /** A choice's value on an empty form. */
  initial?: string;
}

/**
 * A field's value in words: a choice's option as the form offers it (an absent choice reads as its
 * first value), text as written; null when empty.
 */
export function choiceOrText(spec: FieldSpec, value: unknown): string | null {
  const given = value ?? spec.initial;
  if (typeof given !== 'string' || given.trim() === '') return null;
  return spec.options?.[given] ?? given;
}

/** The form's values of a record (or its first values, for none): each text as written, blanks as ''. */
export function formValuesOf<K extends string>(
  fields: Record<K, FieldSpec>,
  source: Partial<Record<K, unknown>> | null,
): Record<K, unknown> {
  const keys = Object.keys(fields) as K[];
  return Object.fromEntries(
    keys.map((key) => [key, source?.[key] ?? fields[key].initial ?? '']),
  ) as Record<K, unknown>;
}

/** A choice's options as a radio group lists them, in their order. */
export function optionsOf<V extends string>(
  options: Readonly<Record<V, string>>,
): { value: V; label: string }[] {
  return (Object.keys(options) as V[]).map((value) => ({ value, label: options[value] }));
}

/** A field's value as compared: blank text, null and absent are the same "nothing", outer spaces ignored. */
function comparable(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

/** The fields (of `fields`, in their order) whose values differ between the two versions. */
export function differingFields<K extends string>(
  mine: Partial<Record<K, unknown>>,
  theirs: Partial<Record<K, unknown>>,
  fields: readonly K[],
): K[] {
  return fields.filter((field) => comparable(mine[field]) !== comparable(theirs[field]));
}
