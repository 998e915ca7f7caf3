// The sign-up form: full name, email and a password of 8+ characters (the hint says so up front).
import { ACCOUNT_MESSAGES, emailProblem, newPasswordProblem } from '@dealloop/core';
import { Alert, Button, TextField } from '@dealloop/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { pagePath } from '../../app/page-paths';
import { useServices } from '../../app/services-context';
import * as styles from './auth-page.css';
import { errorMessage } from './error-message';

interface FieldErrors {
  fullName?: string;
  email?: string;
  password?: string;
}

export interface SignUpFormProps {
  email: string;
  onEmailChange: (email: string) => void;
}

/** Creates an account and signs in; the auth page then moves on to the redirect target. */
export function SignUpForm({ email, onEmailChange }: SignUpFormProps) {
  const { client } = useServices();
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!fullName.trim()) found.fullName = ACCOUNT_MESSAGES.fullNameRequired;
    const emailError = emailProblem(email);
    if (emailError) found.email = emailError;
    const passwordError = newPasswordProblem(password);
    if (passwordError) found.password = passwordError;
    setErrors(found);
    setServerError(null);
    const firstInvalid = (['fullName', 'email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) return refs[firstInvalid].current?.focus();
    setBusy(true);
    try {
      await client.auth.signUp({ fullName: fullName.trim(), email: email.trim(), password });
    } catch (error) {
      setServerError(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Create account">
      {serverError ? <Alert tone="error">{serverError}</Alert> : null}
      <TextField
        ref={refs.fullName}
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={fullName}
        error={errors.fullName}
        onChange={(event) => setFullName(event.target.value)}
      />
      <TextField
        ref={refs.email}
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
        ref={refs.password}
        label="Password"
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
        Create Account
      </Button>
      <p className={styles.fine}>
        By creating an account you agree to the <Link to={pagePath('termsOfService')}>Terms of Service</Link>{' '}
        and the <Link to={pagePath('privacyPolicy')}>Privacy Policy</Link>.
      </p>
    </form>
  );
}
