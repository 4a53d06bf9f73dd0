// The one field kit of the app (STYLE.md principle 12): TanStack Form's createFormHook with the
// fields every form uses. A form is `const form = useAppForm({...})`, then
// `<form.AppForm><form.Form>` with `<form.AppField name="...">{(field) => <field.TextField
// label="..." />}</form.AppField>` per field and `<form.SubmitButton />`. The server's field
// messages go on a form with showServerFieldErrors (server-field-errors.ts). Fields that several
// forms share are a `withFieldGroup` piece, used as `<Piece form={form} fields={{ ... }} />`.
import { createFormHook } from '@tanstack/react-form';
import { FileField } from './file-field';
import { Form } from './form-element';
import { fieldContext, formContext } from './form-context';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, TextareaField, RadioGroupField, SelectField, FileField },
  formComponents: { Form, SubmitButton },
});
