// A refused request names the fields it refused ({ message, errors: { field: [messages] } },
// in its body): those messages go under the form's own fields, like its own checks, and stay
// until the field is changed or the form is submitted again.
import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form';
import { ApiError, NetworkError } from '../../lib/api-client';

/** The server's messages per field, when the error is an API answer that has any. */
export function serverFieldErrors(error: unknown): Partial<Record<string, string[]>> {
  if (!(error instanceof ApiError)) return {};
  const result: Partial<Record<string, string[]>> = {};
  for (const [name, messages] of Object.entries(error.body?.errors ?? {})) {
    if (messages.length > 0) result[name] = messages;
  }
  return result;
}

/**
 * Puts the server's field messages under the form's fields (as `errorMap.onServer`) and returns
 * true when any field took one; messages for fields the form does not show are left out, so on
 * false the caller says what went wrong another way (a toast, an alert).
 */
export function showServerFieldErrors(form: AnyFormApi, error: unknown): boolean {
  let shown = false;
  for (const [name, messages] of Object.entries(serverFieldErrors(error))) {
    // Only fields on screen: meta for any other name would make the form invalid for good.
    const info = (form.fieldInfo as Partial<Record<string, { instance: unknown }>>)[name];
    if (!info?.instance || !messages) continue;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onServer: messages },
    }));
    shown = true;
  }
  return shown;
}

/** Takes the server's messages off one field (it was changed: they may no longer apply). */
export function clearServerError(field: AnyFieldApi): void {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
}

/** Takes the server's messages off every field: before a new submit, which they would block. */
export function clearServerErrors(form: AnyFormApi): void {
  for (const [name, meta] of Object.entries(form.state.fieldMeta as Record<string, unknown>)) {
    const errorMap = (meta as { errorMap?: Record<string, unknown> } | undefined)?.errorMap;
    if (errorMap?.onServer === undefined) continue;
    form.setFieldMeta(name, (current) => ({
      ...current,
      errorMap: { ...current.errorMap, onServer: undefined },
    }));
  }
}

/** What to tell the person when a request failed: the server's own message, else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) return error.serverMessage || fallback;
  return fallback;
}
