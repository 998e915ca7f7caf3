// /auth: sign in, create an account, or ask for a password reset link (`?mode=signin|signup|forgot`).
import { AUTH_FORM_TEXTS, PAGE_TITLES } from '@dealloop/core';
import { Tabs } from '@dealloop/ui';
import { useState } from 'react';
import { useAuth } from '../../../app/services-context';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Navigate, useSearchParams } from '../../../router';
import * as styles from './auth-page.css';
import { safeRedirectPath } from './auth-redirect';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

/** The modes of the page, as written in `?mode=`. */
export type AuthMode = 'signin' | 'signup' | 'forgot';

const parseMode = (value: string | null): AuthMode =>
  value === 'signup' || value === 'forgot' ? value : 'signin';

const HEADINGS: Record<AuthMode, { title: string; lead: string }> = {
  signin: { title: 'Welcome back', lead: 'Sign in to see your deals, saved searches and offers.' },
  signup: {
    title: 'Create your account',
    lead: 'Join investors, wholesalers and cash buyers trading off-market properties.',
  },
  forgot: { title: 'Reset your password', lead: 'Enter the email you signed up with.' },
};

/** The account page. A visitor who is (or becomes) signed in is sent on to `?redirect=` or /. */
export default function AuthPage() {
  useDocumentTitle(PAGE_TITLES.auth);
  const { status } = useAuth();
  const [params, setParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const mode = parseMode(params.get('mode'));

  if (status === 'signed_in')
    return <Navigate to={safeRedirectPath(params.get('redirect')) ?? '/'} replace />;

  const setMode = (next: AuthMode, replace: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('mode', next);
        return updated;
      },
      { replace },
    );

  const heading = HEADINGS[mode];
  return (
    <AuthShell>
      <div>
        <h1 className={styles.heading}>{heading.title}</h1>
        <p className={styles.lead}>{heading.lead}</p>
      </div>
      {mode === 'forgot' ? (
        <ForgotPasswordForm
          email={email}
          onEmailChange={setEmail}
          onBackToSignIn={() => setMode('signin', false)}
        />
      ) : (
        <Tabs<'signin' | 'signup'>
          label={AUTH_FORM_TEXTS.tabsLabel}
          selected={mode}
          onSelect={(next) => setMode(next, true)}
          tabs={[
            {
              key: 'signin',
              label: 'Sign In',
              panel: (
                <div className={styles.tabsPanel}>
                  <SignInForm
                    email={email}
                    onEmailChange={setEmail}
                    onForgotPassword={() => setMode('forgot', false)}
                  />
                </div>
              ),
            },
            {
              key: 'signup',
              label: 'Create Account',
              panel: (
                <div className={styles.tabsPanel}>
                  <SignUpForm email={email} onEmailChange={setEmail} />
                </div>
              ),
            },
          ]}
        />
      )}
    </AuthShell>
  );
}
