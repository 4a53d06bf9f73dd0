// 'Forgot password?': ask for the address and POST /api/auth/local/forgot. The server answers the
// same whether or not the address has an account, and so does this screen.
import type * as v from 'valibot';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { emailInputSchema } from '../../../shared/schemas/auth';
import { apiRequest } from '../../lib/api-client';
import { useAppForm } from '../../ui/form/form-kit';
import { EmailField } from './account-fields';
import { FormAlert } from './form-alert';
import { formStack, linkButton } from './form-styles';
import { useAuthSubmit } from './use-auth-submit';

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
  const { alert, submit } = useAuthSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof emailInputSchema>>(() => ({ email }));
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: emailInputSchema },
    onSubmit: ({ value, formApi }) =>
      submit(formApi, 'Could not send the link. Please try again.', async () => {
        await apiRequest('POST', api.localForgot, { body: value });
        setSentTo((value.email ?? '').trim());
      }),
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
    <form.AppForm>
      <form.Form className={formStack}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <EmailField
          form={form}
          fields={{ email: 'email' }}
          onEmailChange={onEmailChange}
          hint="We'll e-mail you a link to choose a new password."
        />
        <form.SubmitButton label="Send reset link" pendingLabel="Sending..." fullWidth />
        <button type="button" className={linkButton} onClick={onBack}>
          Back to sign in
        </button>
      </form.Form>
    </form.AppForm>
  );
}
