// /reset-password?token=... : the page the reset e-mail links to. A new password signs the person
// in (POST /api/auth/local/reset); a link that is unknown, used or expired says so and offers a
// new one. With `confirmed=1` the server sent the browser here after a verification link was
// opened on another device than the one that signed up: the address is confirmed, and choosing a
// password finishes the account (docs/decisions/0015).
import type * as v from 'valibot';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { resetInputSchema } from '../../../shared/schemas/auth';
import type { CurrentUser } from '../../../shared/types';
import { button } from '../../../styled-system/recipes';
import { ApiError, apiRequest } from '../../lib/api-client';
import { useAppForm } from '../../ui/form/form-kit';
import { showToast } from '../../ui/toast';
import { AuthLayout } from './auth-layout';
import { NameFields, NewPasswordField } from './account-fields';
import { FormAlert } from './form-alert';
import { formStack } from './form-styles';
import { useAuthSubmit } from './use-auth-submit';
import { useFinishSignIn } from './use-finish-sign-in';

/** Shown when the address carries no token at all. */
const MISSING_TOKEN = 'This reset link is incomplete. Ask for a new one.';

function NewLinkAction() {
  return (
    <Link
      to="/login"
      search={{ mode: 'forgot' }}
      className={button({ variant: 'outline', fullWidth: true })}
    >
      Ask for a new link
    </Link>
  );
}

/** The new-password form. */
export function ResetPasswordPage() {
  const { token, confirmed } = useSearch({ from: '/reset-password' });
  const finish = useFinishSignIn();
  // The link itself is bad: the form cannot help, only a new link can.
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : MISSING_TOKEN);
  const { alert, submit } = useAuthSubmit();
  // Read once: a new object on every render would make the form start over.
  const [defaultValues] = useState<v.InferInput<typeof resetInputSchema>>(() => ({
    token: token ?? '',
    password: '',
    firstName: '',
    lastName: '',
  }));
  const form = useAppForm({
    defaultValues,
    validators: { onSubmit: resetInputSchema },
    onSubmit: ({ value, formApi }) =>
      submit(
        formApi,
        'Could not set your password. Please try again.',
        async () => {
          const user = await apiRequest<CurrentUser>('POST', api.localReset, { body: value });
          showToast(
            confirmed
              ? {
                  title: 'Account Ready',
                  description: 'Your password is set and you are signed in.',
                }
              : {
                  title: 'Password Changed',
                  description: 'Your new password is set and you are signed in.',
                },
          );
          finish(user);
        },
        (message, error) => {
          // A 400 that is not about the password is about the link (unknown, used or expired).
          if (!(error instanceof ApiError && error.status === 400)) return false;
          setLinkProblem(message);
          return true;
        },
      ),
  });

  if (linkProblem) {
    return (
      <AuthLayout title="Reset your password">
        <FormAlert>{linkProblem}</FormAlert>
        <NewLinkAction />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={confirmed ? 'Your e-mail address is confirmed' : 'Choose a new password'}
      description={
        confirmed
          ? 'Choose a password to finish setting up your account. After this you will be signed in.'
          : 'After this you will be signed in.'
      }
    >
      <form.AppForm>
        <form.Form className={formStack}>
          {alert ? <FormAlert>{alert}</FormAlert> : null}
          {confirmed ? (
            // The names typed at sign-up came from another browser and were not kept.
            <NameFields form={form} fields={{ firstName: 'firstName', lastName: 'lastName' }} />
          ) : null}
          <NewPasswordField form={form} fields={{ password: 'password' }} label="New password" />
          <form.SubmitButton
            label={confirmed ? 'Set password' : 'Set new password'}
            pendingLabel="Saving..."
            fullWidth
          />
        </form.Form>
      </form.AppForm>
    </AuthLayout>
  );
}
