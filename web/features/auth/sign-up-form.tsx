// Create a built-in account (POST /api/auth/local/signup). The server answers with the pending
// account (not signed in until the address is confirmed) and mails a confirmation link; the app
// then shows 'Check your e-mail' on /select-role.
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { signupInputSchema } from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/types';
import { apiRequest } from '../../lib/api-client';
import { useAppForm } from '../../ui/form/form-kit';
import { EmailField, NameFields, NewPasswordField } from './account-fields';
import { FormAlert } from './form-alert';
import { fieldPair, formStack, linkButton, modeSwitch } from './form-styles';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishSignIn } from './use-finish-sign-in';

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
  const { alert, submit } = useAuthSubmit();
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof signupInputSchema>>(() => ({
    firstName: '',
    lastName: '',
    email,
    password: '',
  }));
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: signupInputSchema },
    onSubmit: ({ value, formApi }) =>
      submit(formApi, 'Could not create your account. Please try again.', async () => {
        finish(await apiRequest<CurrentUser>('POST', api.localSignup, { body: value }));
      }),
  });

  return (
    <form.AppForm>
      <form.Form className={formStack}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <div className={fieldPair}>
          <NameFields
            form={form}
            fields={{ firstName: 'firstName', lastName: 'lastName' }}
            autoFocus={autoFocus}
          />
        </div>
        <EmailField
          form={form}
          fields={{ email: 'email' }}
          onEmailChange={onEmailChange}
          hint="We'll send a link to this address to confirm it."
        />
        <NewPasswordField form={form} fields={{ password: 'password' }} label="Password" />
        <form.SubmitButton label="Create account" pendingLabel="Creating account..." fullWidth />
        <p className={modeSwitch}>
          <button type="button" className={linkButton} onClick={onSignIn}>
            Already have an account? Sign in
          </button>
        </p>
      </form.Form>
    </form.AppForm>
  );
}
