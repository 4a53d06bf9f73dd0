// The submit of every account form: a refused request puts the server's field messages under the
// fields, anything else becomes the alert above the form.
import type { AnyFormApi } from '@tanstack/react-form';
import { useState } from 'react';
import { failureMessage, showServerFieldErrors } from '../../ui/form/server-field-errors';

/**
 * The alert of an account form and `submit(formApi, failureText, request, onProblem?)`, which runs
 * the request and, when it fails, shows what went wrong (`failureText` when the server says
 * nothing). `onProblem` may take the message elsewhere instead of the alert: it returns true then.
 */
export function useAuthSubmit() {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = async (
    formApi: AnyFormApi,
    failureText: string,
    request: () => Promise<void>,
    onProblem?: (message: string, error: unknown) => boolean,
  ): Promise<void> => {
    setAlert(null);
    try {
      await request();
    } catch (error) {
      if (showServerFieldErrors(formApi, error)) return;
      const message = failureMessage(error, failureText);
      if (!onProblem?.(message, error)) setAlert(message);
    }
  };
  return { alert, submit };
}
