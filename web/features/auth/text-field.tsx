// One labelled input bound to a TanStack Form field, with its messages under it.
import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { controlProps, errorMessages, Field, inputClass } from '../../ui/field';

/** An <input> for `field`, labelled `label`; `id` must be unique on the page. */
export function TextField({
  field,
  id,
  label,
  type = 'text',
  autoComplete,
  hint,
  autoFocus = false,
}: {
  field: AnyFieldApi;
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
  /** Focus on mount: only after the person asked for this form (the links between the modes). */
  autoFocus?: boolean;
}) {
  const errors = errorMessages(field.state.meta.errors);
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <input
        {...controlProps(id, errors, Boolean(hint))}
        name={String(field.name)}
        type={type}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        className={inputClass}
        value={(field.state.value as string | undefined) ?? ''}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
