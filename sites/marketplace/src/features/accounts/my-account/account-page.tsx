// My Account (/dashboard/account): profile fields, email, text messages (where texts go, or "Texts stopped"),
// password, active sessions, data download and deletion.
import { PAGE_TITLES } from '@dealloop/core';
import { PageHeader } from '@dealloop/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../../app/use-document-title';
import { SignedInPage } from '../../../deals/signed-in-page';
import { VerifyFundsSection } from '../../proof-of-funds/verify-funds-section';
import { SmsAccountSection } from '../../sms/sms-account-section';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS } from './account-texts';
import { DeleteSection } from './delete-section';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SessionsSection } from './sessions-section';

/** The My Account page; signed-out visitors are sent to sign in and come back. */
export default function AccountPage() {
  useDocumentTitle(PAGE_TITLES.dashboardAccount);
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <SignedInPage title={ACCOUNT_TEXTS.heading}>
      {({ user }) => (
        <div className={styles.page}>
          <PageHeader title={ACCOUNT_TEXTS.heading} />
          <ProfileSection />
          <EmailSection email={user.email} />
          <SmsAccountSection userId={user.id} />
          <VerifyFundsSection />
          <PasswordSection onChanged={() => setSessionsVersion((version) => version + 1)} />
          <SessionsSection version={sessionsVersion} />
          <DeleteSection userId={user.id} />
        </div>
      )}
    </SignedInPage>
  );
}
