// A choice from a list, as the browser's own select: `field.SelectField` inside `form.AppField`.
// Native, so it works with every keyboard, screen reader and phone picker without a state machine.
import type { ReactNode } from 'react';
import { FieldFrame, useFieldControl } from './field-frame';
import { inputClass } from './field-styles';

/** A labelled select; `placeholder` adds an empty first choice. */
export function SelectField<V extends string>({
  label,
  hint,
  options,
  placeholder,
}: {
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: V; label: string }[];
  placeholder?: string;
}) {
  const control = useFieldControl<V | ''>({ hint });
  return (
    <FieldFrame control={control} label={label}>
      <select
        {...control.props}
        className={inputClass}
        value={control.value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          control.setValue(chosen ? chosen.value : '');
        }}
        onBlur={control.onBlur}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
