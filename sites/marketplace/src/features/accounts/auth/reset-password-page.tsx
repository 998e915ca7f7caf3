// /auth/reset-password?token=...: choose a new password with the emailed token.
import { ACCOUNT_MESSAGES, AUTH_PATH, newPasswordProblem, PAGE_TITLES } from '@dealloop/core';
import { Alert, Button, buttonClassName, TextField } from '@dealloop/ui';
import { type ReactNode, useState } from 'react';
import { useServices } from '../../../app/services-context';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Link, useSearchParams } from '../../../router';
import * as styles from './auth-page.css';
import { AuthShell } from './auth-shell';
import { useAuthForm } from './use-auth-form';

const REQUEST_NEW_LINK = `${AUTH_PATH}?mode=forgot`;

/** The reset form, then a success state linking to sign in; a bad or expired token shows the server's message. */
export default function ResetPasswordPage() {
  useDocumentTitle(PAGE_TITLES.resetPassword);
  const { client } = useServices();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const { errors, serverError, busy, handleSubmit, refOf } = useAuthForm(['password', 'confirm'] as const);

  const submit = handleSubmit(
    () => {
      const problem = newPasswordProblem(password);
      if (problem) return { password: problem };
      return confirm === password ? {} : { confirm: ACCOUNT_MESSAGES.passwordsDoNotMatch };
    },
    async () => {
      await client.auth.confirmPasswordReset(token, password);
      setDone(true);
    },
  );

  let content: ReactNode;
  if (!token) {
    content = (
      <>
        <Alert tone="error" title="This link is incomplete">
          The reset link is missing its code. Open the link from the email again, or ask for a new one.
        </Alert>
        <Link
          to={REQUEST_NEW_LINK}
          className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          Request a new link
        </Link>
      </>
    );
  } else if (done) {
    content = (
      <>
        <Alert tone="success" title="Password changed">
          Your new password is set, and you have been signed out everywhere else. Sign in with your new
          password.
        </Alert>
        <Link to={AUTH_PATH} className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}>
          Sign in
        </Link>
      </>
    );
  } else {
    content = (
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Choose a new password">
        {serverError ? (
          <Alert tone="error">
            {serverError} <Link to={REQUEST_NEW_LINK}>Request a new link</Link>
          </Alert>
        ) : null}
        <TextField
          ref={refOf('password')}
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          hint={ACCOUNT_MESSAGES.passwordHint}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          ref={refOf('confirm')}
          label="Confirm new password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          Set New Password
        </Button>
      </form>
    );
  }

  return (
    <AuthShell>
      <div>
        <h1 className={styles.heading}>Choose a new password</h1>
        <p className={styles.lead}>Pick a password you don't use on any other site.</p>
      </div>
      {content}
    </AuthShell>
  );
}
