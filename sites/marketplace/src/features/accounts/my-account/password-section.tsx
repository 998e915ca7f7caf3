// My Account's password change (POST /api/v1/auth/password): other sessions are signed out by the server.
import { ACCOUNT_MESSAGES, MY_ACCOUNT_FIELD_TEXTS, newPasswordProblem } from '@dealloop/core';
import { Card, fieldGroupClassName, fieldGroupWide, TextField } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { ProblemAndSubmit, useCheckedSubmit } from './account-form';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS } from './account-texts';

/** The password form. */
export function PasswordSection({ onChanged }: { onChanged?: () => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const { problem, saving, submit } = useCheckedSubmit(
    () =>
      (current ? null : ACCOUNT_MESSAGES.passwordRequired) ??
      newPasswordProblem(next) ??
      (next === again ? null : ACCOUNT_MESSAGES.passwordsDoNotMatch),
    async () => {
      await client.auth.changePassword(current, next);
      setCurrent('');
      setNext('');
      setAgain('');
      toast.success(ACCOUNT_TEXTS.passwordChanged);
      onChanged?.();
    },
  );

  return (
    <Card as="section" aria-labelledby="account-password">
      <h2 id="account-password" className={styles.sectionTitle}>
        {ACCOUNT_TEXTS.passwordHeading}
      </h2>
      <form className={fieldGroupClassName()} onSubmit={submit} noValidate>
        <TextField
          className={fieldGroupWide}
          label={ACCOUNT_TEXTS.currentPassword}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={MY_ACCOUNT_FIELD_TEXTS.newPassword}
          type="password"
          autoComplete="new-password"
          hint={ACCOUNT_MESSAGES.passwordHint}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <TextField
          label={MY_ACCOUNT_FIELD_TEXTS.repeatNewPassword}
          type="password"
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
        />
        <ProblemAndSubmit problem={problem} saving={saving} label={ACCOUNT_TEXTS.passwordSave} />
      </form>
    </Card>
  );
}
