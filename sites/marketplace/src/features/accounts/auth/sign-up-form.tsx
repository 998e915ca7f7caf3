// The sign-up form: full name, email and a password of 8+ characters (the hint says so up front).
import { ACCOUNT_MESSAGES, emailProblem, newPasswordProblem, AUTH_FORM_TEXTS as TEXTS } from '@dealloop/core';
import { Alert, Button, TextField } from '@dealloop/ui';
import { useState } from 'react';
import { pagePath } from '../../../app/page-paths';
import { useServices } from '../../../app/services-context';
import { Link } from '../../../router';
import * as styles from './auth-page.css';
import { EmailField } from './email-field';
import { useAuthForm } from './use-auth-form';

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** Creates an account and signs in; the auth page then moves on to the redirect target. */
export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const { client } = useServices();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const { errors, serverError, busy, handleSubmit, refOf } = useAuthForm([
    'fullName',
    'email',
    'password',
  ] as const);

  const submit = handleSubmit(
    () => ({
      fullName: fullName.trim() ? undefined : ACCOUNT_MESSAGES.fullNameRequired,
      email: emailProblem(email) ?? undefined,
      password: newPasswordProblem(password, email) ?? undefined,
    }),
    async () => {
      await client.auth.signUp({ fullName: fullName.trim(), email: email.trim(), password });
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={TEXTS.signUpForm}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        ref={refOf('fullName')}
        label={TEXTS.fullName}
        name="name"
        autoComplete="name"
        required
        value={fullName}
        error={errors.fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <EmailField ref={refOf('email')} value={email} error={errors.email} onValueChange={onEmailChange} />
      <TextField
        ref={refOf('password')}
        label={TEXTS.password}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        hint={ACCOUNT_MESSAGES.passwordHint}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" variant="cta" fullWidth loading={busy}>
        {TEXTS.createAccount}
      </Button>
      <p className={styles.fine}>
        {TEXTS.agreeBefore} <Link to={pagePath('termsOfService')}>{TEXTS.termsOfService}</Link>{' '}
        {TEXTS.agreeAnd} <Link to={pagePath('privacyPolicy')}>{TEXTS.privacyPolicy}</Link>.
      </p>
    </form>
  );
}
