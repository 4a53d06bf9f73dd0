// What every field of the kit has around its control, wired once: the label, the hint, the
// messages of a failed check (the form's schema, the server, or the control's own), and the ids
// and aria-* props that tie the control to them. Drawing the control is the field component's job.
import { useId, type ReactNode } from 'react';
import { errorClass, hintClass, labelClass } from './field-styles';
import { useFieldContext } from './form-context';
import { clearServerError } from './server-field-errors';

/** The props a control spreads on itself: its id and name, and what describes it. */
export interface ControlProps {
  id: string;
  name: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The field of the surrounding `form.AppField`, ready for a control and its frame. */
export interface FieldControl<T> {
  props: ControlProps;
  value: T;
  /** Changes the value; the server's messages for this field go, they may no longer apply. */
  setValue: (value: T) => void;
  onBlur: () => void;
  hint: ReactNode;
  /** The messages to show, each once; none when the field is fine. */
  errors: string[];
}

/** A field's messages (valibot issues, the server's strings) as plain text, each once. */
export function errorMessages(errors: readonly unknown[]): string[] {
  const messages = errors.map((e) =>
    typeof e === 'string'
      ? e
      : typeof e === 'object' && e !== null && 'message' in e
        ? String(e.message)
        : '',
  );
  return [...new Set(messages.filter(Boolean))];
}

function hintId(id: string) {
  return `${id}-hint`;
}
function errorId(id: string) {
  return `${id}-error`;
}

/**
 * The field of the surrounding `form.AppField`; `problem` is a message the control found itself
 * (a refused file), shown with the field's own but not blocking the submit.
 */
export function useFieldControl<T>({
  hint,
  problem,
}: {
  hint?: ReactNode;
  problem?: string | null;
} = {}): FieldControl<T> {
  const field = useFieldContext<T>();
  const id = `${useId()}${field.name}`;
  const errors = errorMessages([problem, ...(field.state.meta.errors as unknown[])]);
  const describedBy = [hint ? hintId(id) : '', errors.length > 0 ? errorId(id) : '']
    .filter(Boolean)
    .join(' ');
  return {
    props: {
      id,
      name: field.name,
      'aria-invalid': errors.length > 0 || undefined,
      'aria-describedby': describedBy || undefined,
    },
    value: field.state.value,
    setValue: (value) => {
      clearServerError(field);
      field.handleChange(value);
    },
    onBlur: field.handleBlur,
    hint,
    errors,
  };
}

/**
 * A control with its label, hint and messages. Without `label` the control labels itself (Ark UI
 * parts, whose label has to sit inside their root).
 */
export function FieldFrame({
  control,
  label,
  children,
}: {
  control: Pick<FieldControl<unknown>, 'props' | 'hint' | 'errors'>;
  label?: ReactNode;
  children: ReactNode;
}) {
  const { id } = control.props;
  return (
    <div>
      {label ? (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      ) : null}
      {children}
      {control.hint ? (
        <p id={hintId(id)} className={hintClass}>
          {control.hint}
        </p>
      ) : null}
      {control.errors.length > 0 ? (
        <p id={errorId(id)} className={errorClass} role="alert">
          {control.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
