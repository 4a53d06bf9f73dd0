// A record's fields and their columns: each column is its field's name in snake_case
// (`jobDescriptionUrl` -> `job_description_url`), so the lists of fields in shared/ name both.

/** The column of a field, as a type. */
type ColumnOf<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnOf<Rest>}`
  : S;

/**
 * The columns of `T`'s fields, typed as the fields (schema.ts CHECKs the enumerated ones), each
 * named with `Prefix` first when a query renames them (a joined table's `church_…`).
 */
export type ColumnsOf<T, Prefix extends string = ''> = {
  [K in keyof T & string as `${Prefix}${ColumnOf<K>}`]: T[K];
};

/** The column of a field. */
export function columnOf<K extends string>(field: K): ColumnOf<K> {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ColumnOf<K>;
}

/** The fields `keys` of a row, read from their columns (named with `prefix` first). */
export function fieldsOfRow<T, Prefix extends string = ''>(
  keys: readonly (keyof T & string)[],
  row: ColumnsOf<T, Prefix>,
  prefix?: Prefix,
): T {
  const columns = row as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((key) => [key, columns[`${prefix ?? ''}${columnOf(key)}`]]),
  ) as T;
}

/** The SQL of fields `keys`, bound as named parameters of the same names (`@jobDescriptionUrl`). */
export function columnsSql(keys: readonly string[]): {
  /** `title, description, …`: an INSERT's column list. */
  columns: string;
  /** `@title, @description, …`: its values, in the same order. */
  values: string;
  /** `title = @title, …`: an UPDATE's assignments. */
  assignments: string;
} {
  return {
    columns: keys.map(columnOf).join(', '),
    values: keys.map((key) => `@${key}`).join(', '),
    assignments: keys.map((key) => `${columnOf(key)} = @${key}`).join(', '),
  };
}
