// A one-line text input of the form kit: `field.TextField` inside `form.AppField`.
import type { HTMLAttributes, ReactNode } from 'react';
import { FieldFrame, useFieldControl } from './field-frame';
import { inputClass } from './field-styles';

/** A labelled input for a text field (a null value shows as empty). */
export function TextField({
  label,
  hint,
  type = 'text',
  autoComplete,
  placeholder,
  inputMode,
  autoFocus,
  min,
}: {
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'password';
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Focus on mount: only when the person just asked for this form. */
  autoFocus?: boolean;
  /** A date input's earliest day in its picker (the form's schema still decides). */
  min?: string;
}) {
  const control = useFieldControl<string | null | undefined>({ hint });
  return (
    <FieldFrame control={control} label={label}>
      <input
        {...control.props}
        type={type}
        className={inputClass}
        autoComplete={autoComplete}
        placeholder={placeholder}
        inputMode={inputMode}
        autoFocus={autoFocus}
        min={min}
        value={control.value ?? ''}
        onChange={(event) => control.setValue(event.target.value)}
        onBlur={control.onBlur}
      />
    </FieldFrame>
  );
}
