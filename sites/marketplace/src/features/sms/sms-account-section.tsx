// My Account's "Text messages" card: where texts go, "Texts stopped: you replied STOP on <date>..." when the number
// opted out by text, or that text alerts are off; each with a link to Notification Settings' text section.

import { NOTIFICATION_SETTINGS_PATH, SMS_SECTION_ID, SMS_SETTINGS_TEXTS } from '@dealloop/core';
import { Alert, Card } from '@dealloop/ui';
import { useApiResource } from '../../app/use-api-resource';
import { Link } from '../../router';
import * as accountStyles from '../accounts/my-account/account-page.css';
import { smsApi } from './sms-api';

const SETTINGS_LINK = `${NOTIFICATION_SETTINGS_PATH}#${SMS_SECTION_ID}`;

/** The day a number replied STOP, in the visitor's time zone ("Nov 27, 2026"); the text itself when unreadable. */
export function formatStoppedDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** The signed-in user's text-message state on My Account. */
export function SmsAccountSection({ userId }: { userId: string }) {
  const { state } = useApiResource(`sms-settings:${userId}`, (client) => smsApi(client).settings());
  if (state.status !== 'ready') return null;
  const settings = state.data;
  return (
    <Card as="section" aria-labelledby="account-texts">
      <h2 id="account-texts" className={accountStyles.sectionTitle}>
        {SMS_SETTINGS_TEXTS.accountHeading}
      </h2>
      {settings.suppressed ? (
        <Alert tone="info">
          <p className={accountStyles.muted}>
            {settings.suppressedAt
              ? SMS_SETTINGS_TEXTS.stopped(formatStoppedDate(settings.suppressedAt))
              : SMS_SETTINGS_TEXTS.stoppedAll}
          </p>
          <Link to={SETTINGS_LINK}>{SMS_SETTINGS_TEXTS.turnBackOn}</Link>
        </Alert>
      ) : (
        <>
          <p className={accountStyles.muted}>
            {settings.canReceive
              ? SMS_SETTINGS_TEXTS.verified(settings.phoneDisplay ?? settings.phone ?? '')
              : SMS_SETTINGS_TEXTS.accountOff}
          </p>
          <Link to={SETTINGS_LINK}>{SMS_SETTINGS_TEXTS.accountManage}</Link>
        </>
      )}
    </Card>
  );
}
