// Create a built-in account (POST /api/auth/local/signup). The server answers with the pending
// account (not signed in until the address is confirmed) and mails a confirmation link; the app
// then shows 'Check your e-mail' on /select-role.
import { useForm } from '@tanstack/react-form';
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { signupInputSchema } from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/types';
import { button } from '../../../styled-system/recipes';
import { apiRequest } from '../../lib/api-client';
import { FormAlert } from './form-alert';
import { fieldPair, formStack, linkButton, modeSwitch } from './form-styles';
import { submitProblem } from './server-errors';
import { setFieldErrors } from './set-field-errors';
import { TextField } from './text-field';
import { useFinishSignIn } from './use-finish-sign-in';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/** The create-account mode of /login. */
export function SignUpForm({
  email,
  onEmailChange,
  onSignIn,
  autoFocus = false,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  /** 'Already have an account? Sign in': someone with an account landed here. */
  onSignIn: () => void;
  /** Focus the first field (the person just switched to this form). */
  autoFocus?: boolean;
}) {
  const finish = useFinishSignIn();
  const [alert, setAlert] = useState<string | null>(null);
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof signupInputSchema>>(() => ({
    firstName: '',
    lastName: '',
    email,
    password: '',
  }));
  const form = useForm({
    defaultValues,
    validators: { onSubmit: signupInputSchema },
    onSubmit: async ({ value }) => {
      setAlert(null);
      try {
        finish(await apiRequest<CurrentUser>('POST', api.localSignup, { body: value }));
      } catch (error) {
        const problem = submitProblem(
          error,
          FIELDS,
          'Could not create your account. Please try again.',
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
      <div className={fieldPair}>
        <form.Field name="firstName">
          {(field) => (
            <TextField
              field={field}
              id="sign-up-first-name"
              label="First name"
              autoComplete="given-name"
              autoFocus={autoFocus}
            />
          )}
        </form.Field>
        <form.Field name="lastName">
          {(field) => (
            <TextField
              field={field}
              id="sign-up-last-name"
              label="Last name"
              autoComplete="family-name"
            />
          )}
        </form.Field>
      </div>
      <form.Field name="email" listeners={{ onChange: ({ value }) => onEmailChange(value ?? '') }}>
        {(field) => (
          <TextField
            field={field}
            id="sign-up-email"
            label="Email"
            type="email"
            autoComplete="email"
            hint="We'll send a link to this address to confirm it."
          />
        )}
      </form.Field>
      <form.Field name="password">
        {(field) => (
          <TextField
            field={field}
            id="sign-up-password"
            label="Password"
            type="password"
            autoComplete="new-password"
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <button type="submit" className={button({ fullWidth: true })} disabled={submitting}>
            {submitting ? 'Creating account...' : 'Create account'}
          </button>
        )}
      </form.Subscribe>
      <p className={modeSwitch}>
        <button type="button" className={linkButton} onClick={onSignIn}>
          Already have an account? Sign in
        </button>
      </p>
    </form>
  );
}
