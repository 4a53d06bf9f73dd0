// A labelled form control with its hint and its validation messages under it (spec section 5).
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

/** The look of text inputs, selects and text areas. */
export const inputClass = css({
  width: '100%',
  minH: '11',
  px: '3',
  py: '2',
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  fontSize: 'md',
  _placeholder: { color: 'fg.muted' },
  '&[aria-invalid=true]': { borderColor: 'destructive' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
});

const label = css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', mb: '1.5' });
const hint = css({ color: 'fg.muted', fontSize: 'sm', mt: '1' });
const error = css({ color: 'destructive.text', fontSize: 'sm', mt: '1', fontWeight: 'medium' });

/** Ids that tie a control to its hint and its error (for aria-describedby). */
export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The `aria-*` props a control inside <Field> needs. */
export function controlProps(id: string, errors: readonly string[], hasHint = false) {
  const ids = fieldIds(id);
  const describedBy = [hasHint ? ids.hint : '', errors.length > 0 ? ids.error : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': errors.length > 0 ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** Label, control, optional hint and the messages of a failed validation. */
export function Field({
  id,
  label: text,
  hint: hintText,
  errors,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  errors: readonly string[];
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      {children}
      {hintText ? (
        <p id={ids.hint} className={hint}>
          {hintText}
        </p>
      ) : null}
      {errors.length > 0 ? (
        <p id={ids.error} className={error} role="alert">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** The messages of a TanStack Form field (valibot issues or strings) as plain text. */
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
