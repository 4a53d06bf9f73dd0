// Puts the server's per-field messages under the fields, as if the form's own check had found them.
import type { AnyFormApi } from '@tanstack/react-form';

/** Shows each message under its field until the next submit. */
export function setFieldErrors(form: AnyFormApi, fields: Partial<Record<string, string>>): void {
  for (const [name, message] of Object.entries(fields)) {
    if (!message) continue;
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      errorMap: { ...meta.errorMap, onSubmit: message },
    }));
  }
}
