// A text input or text area bound to a TanStack Form field, with its label and messages.
import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { Field, controlProps, errorMessages, inputClass } from '../../ui/field';

const area = css({ minH: '24', resize: 'vertical' });

/** One labelled control; `rows` makes it a text area. */
export function TextField({
  field,
  label,
  hint,
  type = 'text',
  rows,
  autoComplete,
  placeholder,
  serverErrors,
  onEdit,
}: {
  field: AnyFieldApi;
  /** The server's messages for this field, shown until it is edited. */
  serverErrors?: readonly string[];
  onEdit?: () => void;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  rows?: number;
  autoComplete?: string;
  placeholder?: string;
}) {
  const id = `field-${String(field.name)}`;
  const errors = [...new Set([...errorMessages(field.state.meta.errors), ...(serverErrors ?? [])])];
  const change = (value: string) => {
    field.handleChange(value);
    onEdit?.();
  };
  const common = {
    ...controlProps(id, errors, Boolean(hint)),
    name: String(field.name),
    value: String(field.state.value ?? ''),
    onBlur: field.handleBlur,
    placeholder,
    autoComplete,
  };
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      {rows ? (
        <textarea
          {...common}
          rows={rows}
          className={cx(inputClass, area)}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={inputClass}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </Field>
  );
}
