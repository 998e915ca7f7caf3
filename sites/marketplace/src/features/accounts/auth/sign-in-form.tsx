// The sign-in form: email and password; the server's error shows above the fields.
import { ACCOUNT_MESSAGES, AUTH_FORM_TEXTS, emailProblem, MESSAGES } from '@dealloop/core';
import { Alert, Button, TextField } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import * as styles from './auth-page.css';
import { EmailField } from './email-field';
import { useAuthForm } from './use-auth-form';

export interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/** Signs in; on success the auth page (now signed in) moves on to the redirect target. */
export function SignInForm({ email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const { client } = useServices();
  const [password, setPassword] = useState('');
  const { errors, serverError, busy, handleSubmit, refOf } = useAuthForm(['email', 'password'] as const);

  const submit = handleSubmit(
    () => ({
      email: emailProblem(email) ?? undefined,
      password: password ? undefined : ACCOUNT_MESSAGES.passwordRequired,
    }),
    async () => {
      await client.auth.signIn({ email: email.trim(), password });
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={AUTH_FORM_TEXTS.signInForm}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <EmailField ref={refOf('email')} value={email} error={errors.email} onValueChange={onEmailChange} />
      <TextField
        ref={refOf('password')}
        label={AUTH_FORM_TEXTS.password}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
        labelAction={
          <button type="button" className={styles.inlineLink} onClick={onForgotPassword}>
            {AUTH_FORM_TEXTS.forgotPassword}
          </button>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {MESSAGES.signIn}
      </Button>
    </form>
  );
}
