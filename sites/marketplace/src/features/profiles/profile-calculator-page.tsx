// /profile/:userId/calculator: the deal calculator under a published profile's name and branding (inputs in the
// address, Copy link). An unpublished or unknown profile: Not Found, as on the profile page.
import { PAGE_TITLES, profileCalculatorTitle, TOOLS_TEXTS } from '@dealloop/core';
import { Avatar } from '@dealloop/ui';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link, useParams } from '../../router';
import { UrlDealCalculator } from '../tools/url-deal-calculator';
import * as shared from './profile-shared.css';
import { profilesApi } from './profiles-api';
import { PublicPageState } from './public-page-state';
import * as styles from './public-profile-page.css';

/** A profile's deal calculator page. */
export default function ProfileCalculatorPage() {
  const { userId } = useParams();
  const { state, reload } = useApiResource(userId ? `user:${userId}` : null, (client) =>
    profilesApi(client).byUserId({ params: { userId: userId! } }),
  );
  useDocumentTitle(
    state.status === 'ready'
      ? profileCalculatorTitle(state.data.profile.fullName)
      : PAGE_TITLES.profileCalculator,
  );

  if (!userId || state.status !== 'ready') {
    return (
      <PublicPageState
        state={state}
        absent={!userId}
        onRetry={reload}
        texts={{
          missingTitle: TOOLS_TEXTS.missingTitle,
          missingHint: TOOLS_TEXTS.missingHint,
          failedTitle: TOOLS_TEXTS.failedTitle,
          loadingTitle: PAGE_TITLES.profileCalculator.split(' · ')[0] ?? '',
          loadingHint: TOOLS_TEXTS.loadingHint,
          away: { to: '/investors', label: TOOLS_TEXTS.browseInvestors },
        }}
      />
    );
  }

  const { profile } = state.data;
  return (
    <div className={shared.page}>
      <header className={styles.header}>
        <Avatar name={profile.fullName} src={profile.avatarUrl} size="lg" decorative />
        <div className={styles.identity}>
          <h1 className={shared.title}>{TOOLS_TEXTS.profileCalculatorTitle(profile.fullName)}</h1>
          {profile.companyName ? <p className={styles.company}>{profile.companyName}</p> : null}
          <p className={shared.muted}>{TOOLS_TEXTS.profileCalculatorIntro(profile.fullName)}</p>
          <p className={shared.muted}>
            <Link to={profile.path}>{TOOLS_TEXTS.viewProfile}</Link>
          </p>
        </div>
        {profile.companyLogo ? (
          <img className={styles.logo} src={profile.companyLogo} alt={profile.companyName ?? ''} />
        ) : null}
      </header>
      <UrlDealCalculator />
    </div>
  );
}
