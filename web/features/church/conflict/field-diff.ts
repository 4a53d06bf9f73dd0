// Two versions of the same record set side by side after a 412 (decision 0024): the church's own
// (what it tried to save) and the current one (what is saved now, by another device or person).
// Only the fields that differ are shown; the church keeps its own, the current, or picks per
// field, and the merge is saved again against the current version. Nothing is overwritten unseen.

/** Which version a field is taken from. */
export type Choice = 'mine' | 'theirs';

/**
 * The version to save: the church's own, with each field it chose to keep from the current
 * version taken from there. A field without a choice keeps the church's own.
 */
export function mergeVersions<T extends Partial<Record<K, unknown>>, K extends string>(
  mine: T,
  theirs: Partial<Record<K, unknown>>,
  choices: Partial<Record<K, Choice>>,
): T {
  const merged = { ...mine };
  for (const field of Object.keys(choices) as K[]) {
    if (choices[field] === 'theirs') merged[field] = theirs[field] as T[K];
  }
  return merged;
}

/** True when every differing field was kept as it is now: there is nothing left to save. */
export function keepsAllCurrent<K extends string>(
  differing: readonly K[],
  choices: Partial<Record<K, Choice>>,
): boolean {
  return differing.length > 0 && differing.every((field) => choices[field] === 'theirs');
}

/** The same choice for every field: 'Keep all of yours', 'Keep all current'. */
export function chooseAll<K extends string>(
  fields: readonly K[],
  choice: Choice,
): Record<K, Choice> {
  return Object.fromEntries(fields.map((field) => [field, choice])) as Record<K, Choice>;
}
