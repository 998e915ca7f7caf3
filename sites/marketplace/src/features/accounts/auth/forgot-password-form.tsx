// "Forgot password?": asks for the email and confirms without saying whether an account exists.
import { emailProblem } from '@dealloop/core';
import { Alert, Button } from '@dealloop/ui';
import { useState } from 'react';
import { useServices } from '../../../app/services-context';
import * as styles from './auth-page.css';
import { EmailField } from './email-field';
import { useAuthForm } from './use-auth-form';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBackToSignIn: () => void;
}

/** Requests a reset link. The confirmation is the same whether or not the address has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onBackToSignIn }: ForgotPasswordFormProps) {
  const { client } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, serverError, busy, handleSubmit, refOf } = useAuthForm(['email'] as const);

  const submit = handleSubmit(
    () => ({ email: emailProblem(email) ?? undefined }),
    async () => {
      await client.auth.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    },
  );

  if (sentTo) {
    return (
      <div className={styles.form}>
        <Alert tone="success" title="Check your email">
          If an account exists for {sentTo}, we have sent it a link to choose a new password. The link works
          once and expires soon; check your spam folder if it does not arrive in a few minutes.
        </Alert>
        <Button variant="secondary" size="lg" fullWidth onClick={onBackToSignIn}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Reset password">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <EmailField
        ref={refOf('email')}
        value={email}
        error={errors.email}
        hint="We will email you a link to choose a new password."
        onValueChange={onEmailChange}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        Send Reset Link
      </Button>
      <div className={styles.backRow}>
        <button type="button" className={styles.inlineLink} onClick={onBackToSignIn}>
          Back to sign in
        </button>
      </div>
    </form>
  );
}
