// /auth/reset-password?token=...: choose a new password with the emailed token.
import { ACCOUNT_MESSAGES, AUTH_PATH, AUTH_TEXTS, newPasswordProblem, PAGE_TITLES } from '@dealloop/core';
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
        <Alert tone="error" title={AUTH_TEXTS.incompleteLinkTitle}>
          {AUTH_TEXTS.incompleteLink}
        </Alert>
        <Link
          to={REQUEST_NEW_LINK}
          className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}
        >
          {AUTH_TEXTS.requestNewLink}
        </Link>
      </>
    );
  } else if (done) {
    content = (
      <>
        <Alert tone="success" title={AUTH_TEXTS.passwordChangedTitle}>
          {AUTH_TEXTS.passwordChanged}
        </Alert>
        <Link to={AUTH_PATH} className={buttonClassName({ variant: 'primary', size: 'lg', fullWidth: true })}>
          {AUTH_TEXTS.signIn}
        </Link>
      </>
    );
  } else {
    content = (
      <form className={styles.form} onSubmit={submit} noValidate aria-label={AUTH_TEXTS.choosePassword}>
        {serverError ? (
          <Alert tone="error">
            {serverError} <Link to={REQUEST_NEW_LINK}>{AUTH_TEXTS.requestNewLink}</Link>
          </Alert>
        ) : null}
        <TextField
          ref={refOf('password')}
          label={AUTH_TEXTS.newPassword}
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
          label={AUTH_TEXTS.confirmPassword}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth loading={busy}>
          {AUTH_TEXTS.setPassword}
        </Button>
      </form>
    );
  }

  return (
    <AuthShell>
      <div>
        <h1 className={styles.heading}>{AUTH_TEXTS.choosePassword}</h1>
        <p className={styles.lead}>{AUTH_TEXTS.choosePasswordLead}</p>
      </div>
      {content}
    </AuthShell>
  );
}
