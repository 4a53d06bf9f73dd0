// /login (DESIGN.md "Sign-in and roles"): sign in or create a built-in account, ask for a reset
// link, and read the problems the server's sign-in redirects report (?error=). With OpenID Connect
// configured the provider comes first; built-in accounts stay available (docs/decisions/0007).
import { Tabs } from '@ark-ui/react/tabs';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import type { PublicConfig } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { useApiQuery } from '../../lib/query-cache';
import { useSession } from '../../lib/session';
import { TabList } from '../../ui/tab-list';
import { AuthLayout } from './auth-layout';
import { Redirect } from './redirect';
import { ForgotPasswordForm } from './forgot-password-form';
import { FormAlert } from './form-alert';
import { loginErrorMessage } from './login-error-message';
import type { LoginMode } from './login-search';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const TITLES: Record<LoginMode, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create an account',
  forgot: 'Reset your password',
};

const studentNote = css({ '& a': { color: 'primary.text', fontWeight: 'medium' } });
const divider = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  my: '5',
  color: 'fg.muted',
  fontSize: 'sm',
  _before: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border' },
  _after: { content: '""', flex: '1', borderTopWidth: '1px', borderColor: 'border' },
});

/** The built-in sign-in page. */
export function LoginPage() {
  const search = useSearch({ from: '/login' });
  const session = useSession();
  const config = useApiQuery<PublicConfig>(api.config);
  const [mode, setMode] = useState<LoginMode>(search.mode ?? 'sign-in');
  // Set by the links between the two forms: the form they open takes the focus (a keyboard user
  // would otherwise be left on the page's start). Not by the tabs, whose arrow keys keep it there.
  const [focusForm, setFocusForm] = useState(false);
  const switchTo = (next: LoginMode) => {
    setMode(next);
    setFocusForm(true);
  };
  // The address typed in one mode is there in the others.
  const [email, setEmail] = useState('');
  const problem = loginErrorMessage(search.error);

  // Someone signed in with a role has nothing to do here ('/' sends them on). A role-less user is
  // sent to /select-role by the root layout; a second redirect here would fight it.
  if (session.status === 'signed-in' && session.user.role) return <Redirect to="/" />;

  const withProvider = config.status === 'success' && config.data.signIn === 'oidc';
  const description =
    mode === 'forgot' ? (
      "Enter your account's e-mail address and we'll send you a link to choose a new password."
    ) : (
      <span className={studentNote}>
        For churches and the college's administrators. Students don't need an account:{' '}
        <Link to="/jobs">browse positions</Link> and apply directly.
      </span>
    );

  const forms =
    mode === 'forgot' ? (
      <ForgotPasswordForm
        email={email}
        onEmailChange={setEmail}
        onBack={() => setMode('sign-in')}
      />
    ) : (
      <Tabs.Root
        value={mode}
        onValueChange={({ value }) => {
          setMode(value as LoginMode);
          setFocusForm(false);
        }}
        lazyMount
        unmountOnExit
      >
        <TabList
          look="segmented"
          label="Account"
          tabs={[
            { value: 'sign-in', label: 'Sign in' },
            { value: 'sign-up', label: 'Create account' },
          ]}
        />
        <Tabs.Content value="sign-in">
          <SignInForm
            email={email}
            onEmailChange={setEmail}
            onForgot={() => setMode('forgot')}
            onSignUp={() => switchTo('sign-up')}
            autoFocus={focusForm}
          />
        </Tabs.Content>
        <Tabs.Content value="sign-up">
          <SignUpForm
            email={email}
            onEmailChange={setEmail}
            onSignIn={() => switchTo('sign-in')}
            autoFocus={focusForm}
          />
        </Tabs.Content>
      </Tabs.Root>
    );

  return (
    <AuthLayout title={TITLES[mode]} description={description}>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {withProvider && mode !== 'forgot' ? (
        <>
          <a href={api.login} className={button({ fullWidth: true, size: 'lg' })}>
            Continue with your college account
          </a>
          <p className={divider}>or use an e-mail and password</p>
        </>
      ) : null}
      {forms}
    </AuthLayout>
  );
}
