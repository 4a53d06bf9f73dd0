// Sign in with e-mail and password (POST /api/auth/local/login). A wrong password and an unknown
// address get the same answer from the server, shown in the alert.
import { useForm } from '@tanstack/react-form';
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { loginInputSchema } from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/types';
import { button } from '../../../styled-system/recipes';
import { apiRequest } from '../../lib/api-client';
import { FormAlert } from './form-alert';
import { formStack, linkButton, modeSwitch } from './form-styles';
import { submitProblem } from './server-errors';
import { setFieldErrors } from './set-field-errors';
import { TextField } from './text-field';
import { useFinishSignIn } from './use-finish-sign-in';

/** The sign-in mode of /login. */
export function SignInForm({
  email,
  onEmailChange,
  onForgot,
  onSignUp,
  autoFocus = false,
}: {
  /** The address typed so far on this page (kept across the modes). */
  email: string;
  onEmailChange: (email: string) => void;
  onForgot: () => void;
  /** 'New here? Create an account': someone without an account landed here. */
  onSignUp: () => void;
  /** Focus the first field (the person just switched to this form). */
  autoFocus?: boolean;
}) {
  const finish = useFinishSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof loginInputSchema>>(() => ({
    email,
    password: '',
  }));
  const form = useForm({
    defaultValues,
    validators: { onSubmit: loginInputSchema },
    onSubmit: async ({ value }) => {
      setAlert(null);
      try {
        finish(await apiRequest<CurrentUser>('POST', api.localLogin, { body: value }));
      } catch (error) {
        const problem = submitProblem(
          error,
          ['email', 'password'],
          'Could not sign you in. Please try again.',
        );
        setFieldErrors(form, problem.fields);
        setAlert(problem.alert);
      }
    },
  });

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
            id="sign-in-email"
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus={autoFocus}
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            id="sign-in-password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
        )}
      </form.Field>
      <button type="button" className={linkButton} onClick={onForgot}>
        Forgot password?
      </button>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" className={button({ fullWidth: true })} disabled={submitting}>
            {submitting ? 'Signing in...' : 'Sign in'}
          </button>
        )}
      </form.Subscribe>
      <p className={modeSwitch}>
        <button type="button" className={linkButton} onClick={onSignUp}>
          New here? Create an account
        </button>
      </p>
    </form>
  );
}
