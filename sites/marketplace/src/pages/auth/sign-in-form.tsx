// The sign-in form: email and password; the server's error shows above the fields.
import { ACCOUNT_MESSAGES, emailProblem, MESSAGES } from '@dealloop/core';
import { Alert, Button, TextField } from '@dealloop/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import * as styles from './auth-page.css';
import { errorMessage } from './error-message';

interface FieldErrors {
  email?: string;
  password?: string;
}

export interface SignInFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
}

/** Signs in; on success the auth page (now signed in) moves on to the redirect target. */
export function SignInForm({ email, onEmailChange, onForgotPassword }: SignInFormProps) {
  const { client } = useServices();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    const emailError = emailProblem(email);
    if (emailError) found.email = emailError;
    if (!password) found.password = ACCOUNT_MESSAGES.passwordRequired;
    setErrors(found);
    setServerError(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setBusy(true);
    try {
      await client.auth.signIn({ email: email.trim(), password });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Sign in">
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
        error={errors.email}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      <TextField
        ref={passwordRef}
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
        labelAction={
          <button type="button" className={styles.inlineLink} onClick={onForgotPassword}>
            Forgot password?
          </button>
        }
      />
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {MESSAGES.signIn}
      </Button>
    </form>
  );
}
