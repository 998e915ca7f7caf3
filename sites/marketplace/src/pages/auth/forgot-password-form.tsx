// "Forgot password?": asks for the email and confirms without saying whether an account exists.
import { emailProblem } from '@dealloop/core';
import { Alert, Button, TextField } from '@dealloop/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import * as styles from './auth-page.css';
import { errorMessage } from './error-message';

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBackToSignIn: () => void;
}

/** Requests a reset link. The confirmation is the same whether or not the address has an account. */
export function ForgotPasswordForm({ email, onEmailChange, onBackToSignIn }: ForgotPasswordFormProps) {
  const { client } = useServices();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailProblem(email);
    setFieldError(problem);
    setServerError(null);
    if (problem) return emailRef.current?.focus();
    setBusy(true);
    try {
      await client.auth.requestPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setServerError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

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
      <TextField
        ref={emailRef}
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        error={fieldError ?? undefined}
        hint="We will email you a link to choose a new password."
        onChange={(event) => onEmailChange(event.target.value)}
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
