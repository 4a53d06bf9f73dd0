// A multi-line text area of the form kit: `field.TextareaField` inside `form.AppField`.
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { FieldFrame, useFieldControl } from './field-frame';
import { inputClass } from './field-styles';

const area = css({ minH: '24', resize: 'vertical' });

/** A labelled text area for a text field (a null value shows as empty). */
export function TextareaField({
  label,
  hint,
  rows,
  placeholder,
}: {
  label: ReactNode;
  hint?: ReactNode;
  rows: number;
  placeholder?: string;
}) {
  const control = useFieldControl<string | null | undefined>({ hint });
  return (
    <FieldFrame control={control} label={label}>
      <textarea
        {...control.props}
        rows={rows}
        className={cx(inputClass, area)}
        placeholder={placeholder}
        value={control.value ?? ''}
        onChange={(event) => control.setValue(event.target.value)}
        onBlur={control.onBlur}
      />
    </FieldFrame>
  );
}
