// Turns a refused auth request into what the form shows: messages under the fields the server
// named (400 `errors`), or one message for the alert above the form.
import { ApiError, NetworkError } from '../../lib/api-client';

/** What a form shows for a failed submit. */
export interface SubmitProblem<TField extends string> {
  /** Messages per field, for the fields of this form only. */
  fields: Partial<Record<TField, string>>;
  /** A message for the alert, when no field message says it all. */
  alert: string | null;
}

/**
 * Splits the server's answer between the form's fields and its alert. Field errors the form has no
 * field for (and every other failure) go to the alert, so nothing the server says is lost.
 */
export function submitProblem<TField extends string>(
  error: unknown,
  fieldNames: readonly TField[],
  fallback: string,
): SubmitProblem<TField> {
  if (error instanceof NetworkError) return { fields: {}, alert: error.message };
  if (!(error instanceof ApiError)) return { fields: {}, alert: fallback };
  const fields: Partial<Record<TField, string>> = {};
  let unplaced = false;
  for (const [name, messages] of Object.entries(error.body?.errors ?? {})) {
    if ((fieldNames as readonly string[]).includes(name)) {
      fields[name as TField] = messages.join(' ');
    } else {
      unplaced = true;
    }
  }
  const placed = Object.keys(fields).length > 0;
  const alert = placed && !unplaced ? null : (error.serverMessage ?? fallback);
  return { fields, alert };
}
