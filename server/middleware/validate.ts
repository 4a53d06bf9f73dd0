// Every body goes through its shared valibot schema; failures become a 400 whose `errors` lists
// messages per field and whose `message` is the first of them, so a toast can show it as is.
import * as v from 'valibot';
import { ValidationError } from '../errors';

/** Validates input against a schema or throws a 400 with per-field messages. */
export function parseWith<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input ?? {});
  if (result.success) return result.output;
  throw validationErrorFrom(result.issues);
}

/** Turns valibot issues into a ValidationError with field paths joined by dots. */
export function validationErrorFrom(issues: readonly v.BaseIssue<unknown>[]): ValidationError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') || '_';
    (errors[field] ??= []).push(issue.message);
  }
  const first = issues[0]?.message ?? 'Invalid request';
  return new ValidationError(first, errors);
}
