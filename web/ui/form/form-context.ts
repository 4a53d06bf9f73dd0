// The contexts the form kit's parts read their field and form from (TanStack Form's
// createFormHookContexts). Apart from form-kit.ts so the parts and the kit do not import each other.
import { createFormHookContexts } from '@tanstack/react-form';

export const { fieldContext, formContext, useFieldContext, useFormContext } =
  createFormHookContexts();
