// /become-moderator: signed-in users without the role apply (why, experience, markets); one pending application
// at a time; a declined applicant reads the reason and may apply again.
import { ApiError } from '@dealloop/client';
import {
  BECOME_MODERATOR_TEXTS,
  MODERATION_TEXTS,
  type ModeratorApplicationInput,
  moderatorApplicationProblems,
  PAGE_TITLES,
  US_STATE_CODES_BY_NAME,
  US_STATES,
} from '@dealloop/core';
import { Alert, Button, cardClassName, PageHeader, TextAreaField } from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceView } from '../../../components/resource-view';
import * as deals from '../../../deals/deals.css';
import { SignedInPage } from '../../../deals/signed-in-page';
import { Link } from '../../../router';
import * as moderation from '../moderation.css';
import { type ModeratorApplication, moderatorApplicationsApi } from '../moderation-api';
import * as styles from './become-moderator.css';

/** The Become a Moderator page. */
export default function BecomeModeratorPage() {
  useDocumentTitle(PAGE_TITLES.becomeModerator);
  return <SignedInPage title={MODERATION_TEXTS.becomeModeratorTitle}>{() => <Application />}</SignedInPage>;
}

function Application() {
  const mine = useApiResource('my-moderator-application', (api) => moderatorApplicationsApi(api).mine());
  return (
    <div className={deals.page}>
      <PageHeader
        size="lg"
        title={MODERATION_TEXTS.becomeModeratorTitle}
        subtitle={BECOME_MODERATOR_TEXTS.subtitle}
      />
      <ResourceView resource={mine} what={BECOME_MODERATOR_TEXTS.yourApplication}>
        {({ isModerator, application }) => {
          if (isModerator) {
            return (
              <Alert tone="success" title={MODERATION_TEXTS.applicationAlreadyModerator}>
                <Link to="/moderator">{BECOME_MODERATOR_TEXTS.openDashboard}</Link>
              </Alert>
            );
          }
          if (application?.status === 'pending') {
            return (
              <Alert tone="info" title={BECOME_MODERATOR_TEXTS.sentTitle}>
                {MODERATION_TEXTS.applicationPending}
              </Alert>
            );
          }
          return (
            <>
              {application?.status === 'declined' ? (
                <Alert tone="error" title={BECOME_MODERATOR_TEXTS.declinedTitle}>
                  {BECOME_MODERATOR_TEXTS.declined(application.decisionReason)}
                </Alert>
              ) : null}
              <ApplicationForm onSent={(sent) => mine.update((data) => ({ ...data, application: sent }))} />
            </>
          );
        }}
      </ResourceView>
    </div>
  );
}

function ApplicationForm({ onSent }: { onSent: (application: ModeratorApplication) => void }) {
  const { client } = useServices();
  const toast = useToast();
  const [draft, setDraft] = useState<ModeratorApplicationInput>({ why: '', experience: '', markets: [] });
  const [problems, setProblems] = useState<ReturnType<typeof moderatorApplicationProblems>>({});
  const [sending, setSending] = useState(false);
  const toggleMarket = (code: string) =>
    setDraft((current) => ({
      ...current,
      markets: current.markets.includes(code)
        ? current.markets.filter((market) => market !== code)
        : [...current.markets, code],
    }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = moderatorApplicationProblems(draft);
    setProblems(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      const sent = await moderatorApplicationsApi(client).apply({
        json: { why: draft.why.trim(), experience: draft.experience.trim(), markets: [...draft.markets] },
      });
      toast.success(MODERATION_TEXTS.applicationSent);
      onSent(sent);
    } catch (failure) {
      setSending(false);
      toast.error(
        failure instanceof ApiError && failure.status < 500
          ? failure.message
          : MODERATION_TEXTS.moderationFailed,
      );
    }
  };
  return (
    <form className={cardClassName({ elevated: true, gap: '4' })} onSubmit={submit} noValidate>
      <TextAreaField
        label={MODERATION_TEXTS.applicationWhyLabel}
        value={draft.why}
        rows={4}
        error={problems.why}
        onChange={(event) => setDraft({ ...draft, why: event.target.value })}
      />
      <TextAreaField
        label={MODERATION_TEXTS.applicationExperienceLabel}
        value={draft.experience}
        rows={3}
        error={problems.experience}
        onChange={(event) => setDraft({ ...draft, experience: event.target.value })}
      />
      <fieldset className={styles.markets} aria-describedby={problems.markets ? 'markets-error' : undefined}>
        <legend className={styles.legend}>{MODERATION_TEXTS.applicationMarketsLabel}</legend>
        {US_STATE_CODES_BY_NAME.map((code) => (
          <label key={code} className={styles.market}>
            <input
              type="checkbox"
              checked={draft.markets.includes(code)}
              onChange={() => toggleMarket(code)}
            />
            {US_STATES[code]}
          </label>
        ))}
        {problems.markets ? (
          <p id="markets-error" className={styles.error} role="alert">
            {problems.markets}
          </p>
        ) : null}
      </fieldset>
      <div className={moderation.endActions}>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? BECOME_MODERATOR_TEXTS.sending : MODERATION_TEXTS.applicationSubmit}
        </Button>
      </div>
    </form>
  );
}
