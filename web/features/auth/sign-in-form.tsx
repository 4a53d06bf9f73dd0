// Sign in with e-mail and password (POST /api/auth/local/login). A wrong password and an unknown
// address get the same answer from the server, shown in the alert.
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { loginInputSchema } from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/types';
import { apiRequest } from '../../lib/api-client';
import { useAppForm } from '../../ui/form/form-kit';
import { EmailField } from './account-fields';
import { FormAlert } from './form-alert';
import { formStack, linkButton, modeSwitch } from './form-styles';
import { useAuthSubmit } from './use-auth-submit';
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
  const { alert, submit } = useAuthSubmit();
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof loginInputSchema>>(() => ({
    email,
    password: '',
  }));
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: loginInputSchema },
    onSubmit: ({ value, formApi }) =>
      submit(formApi, 'Could not sign you in. Please try again.', async () => {
        finish(await apiRequest<CurrentUser>('POST', api.localLogin, { body: value }));
      }),
  });

  return (
    <form.AppForm>
      <form.Form className={formStack}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <EmailField
          form={form}
          fields={{ email: 'email' }}
          onEmailChange={onEmailChange}
          autoFocus={autoFocus}
        />
        <form.AppField name="password">
          {(field) => (
            <field.TextField label="Password" type="password" autoComplete="current-password" />
          )}
        </form.AppField>
        <button type="button" className={linkButton} onClick={onForgot}>
          Forgot password?
        </button>
        <form.SubmitButton label="Sign in" pendingLabel="Signing in..." fullWidth />
        <p className={modeSwitch}>
          <button type="button" className={linkButton} onClick={onSignUp}>
            New here? Create an account
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  );
}
