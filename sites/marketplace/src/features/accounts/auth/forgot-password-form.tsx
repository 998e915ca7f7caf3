// "Forgot password?": asks for the email and confirms without saying whether an account exists.
import { AUTH_TEXTS, emailProblem } from '@dealloop/core';
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
        <Alert tone="success" title={AUTH_TEXTS.checkEmailTitle}>
          {AUTH_TEXTS.resetLinkSent(sentTo)}
        </Alert>
        <Button variant="secondary" size="lg" fullWidth onClick={onBackToSignIn}>
          {AUTH_TEXTS.backToSignIn}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={AUTH_TEXTS.resetForm}>
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <EmailField
        ref={refOf('email')}
        value={email}
        error={errors.email}
        hint={AUTH_TEXTS.resetHint}
        onValueChange={onEmailChange}
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {AUTH_TEXTS.sendResetLink}
      </Button>
      <div className={styles.backRow}>
        <button type="button" className={styles.inlineLink} onClick={onBackToSignIn}>
          {AUTH_TEXTS.backToSignIn}
        </button>
      </div>
    </form>
  );
}
