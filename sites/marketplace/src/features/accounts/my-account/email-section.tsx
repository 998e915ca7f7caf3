// My Account's email change: the new address and the current password (POST /api/v1/auth/email).
import { ACCOUNT_MESSAGES, emailProblem, MY_ACCOUNT_FIELD_TEXTS } from '@dealloop/core';
import { Card, fieldGroupClassName, TextField } from '@dealloop/ui';
import { useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { accountsApi } from '../accounts-api';
import { ProblemAndSubmit, useCheckedSubmit } from './account-form';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS } from './account-texts';

/** The email form of the signed-in user. */
export function EmailSection({ email }: { email: string }) {
  const { client } = useServices();
  const toast = useToast();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const { problem, saving, submit } = useCheckedSubmit(
    () => emailProblem(newEmail) ?? (password ? null : ACCOUNT_MESSAGES.passwordRequired),
    async () => {
      await accountsApi(client).changeEmail({
        json: { newEmail: newEmail.trim(), currentPassword: password },
      });
      // Refreshes the stored user, so the menu shows the new address.
      await client.auth.getUser().catch(() => null);
      setNewEmail('');
      setPassword('');
      toast.success(ACCOUNT_TEXTS.emailChanged);
    },
  );

  return (
    <Card as="section" aria-labelledby="account-email">
      <h2 id="account-email" className={styles.sectionTitle}>
        {ACCOUNT_TEXTS.emailHeading}
      </h2>
      <p className={styles.muted}>{ACCOUNT_TEXTS.emailCurrent(email)}</p>
      <form className={fieldGroupClassName()} onSubmit={submit} noValidate>
        <TextField
          label={MY_ACCOUNT_FIELD_TEXTS.newEmail}
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <TextField
          label={ACCOUNT_TEXTS.currentPassword}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <ProblemAndSubmit problem={problem} saving={saving} label={ACCOUNT_TEXTS.emailSave} />
      </form>
    </Card>
  );
}
