// 'Forgot password?': ask for the address and POST /api/auth/local/forgot. The server answers the
// same whether or not the address has an account, and so does this screen.
import { useForm } from '@tanstack/react-form';
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { emailInputSchema } from '../../../shared/schemas/auth';
import { button } from '../../../styled-system/recipes';
import { apiRequest } from '../../lib/api-client';
import { FormAlert } from './form-alert';
import { formStack, linkButton } from './form-styles';
import { submitProblem } from './server-errors';
import { setFieldErrors } from './set-field-errors';
import { TextField } from './text-field';

/** The reset-link request of /login. */
export function ForgotPasswordForm({
  email,
  onEmailChange,
  onBack,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof emailInputSchema>>(() => ({ email }));
  const form = useForm({
    defaultValues,
    validators: { onSubmit: emailInputSchema },
    onSubmit: async ({ value }) => {
      setAlert(null);
      try {
        await apiRequest('POST', api.localForgot, { body: value });
        setSentTo((value.email ?? '').trim());
      } catch (error) {
        const problem = submitProblem(
          error,
          ['email'],
          'Could not send the link. Please try again.',
        );
        setFieldErrors(form, problem.fields);
        setAlert(problem.alert);
      }
    },
  });

  if (sentTo) {
    return (
      <div className={formStack}>
        <FormAlert tone="info">
          If <strong>{sentTo}</strong> has an account, we have sent a link to reset its password.
          The link works once and expires in one hour.
        </FormAlert>
        <button type="button" className={linkButton} onClick={onBack}>
          Back to sign in
        </button>
      </div>
    );
  }

  return (
    <form
      noValidate
      className={formStack}
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <form.Field name="email" listeners={{ onChange: ({ value }) => onEmailChange(value ?? '') }}>
        {(field) => (
          <TextField
            field={field}
            id="forgot-email"
            label="Email"
            type="email"
            autoComplete="email"
            hint="We'll e-mail you a link to choose a new password."
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" className={button({ fullWidth: true })} disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </button>
        )}
      </form.Subscribe>
      <button type="button" className={linkButton} onClick={onBack}>
        Back to sign in
      </button>
    </form>
  );
}
