// A public investor profile, at /profile/{userId} or /real-estate-investor-{slug}: who they are, whom they deal
// with, their markets, contact actions and their published listings. Unpublished or unknown: Not Found.
import {
  BUYERS_LIST_TEXTS,
  formatMonthYear,
  PAGE_TITLES,
  PUBLIC_PROFILE_TEXTS,
  parseInvestorProfilePath,
  TOOLS_TEXTS,
  US_STATES,
} from '@dealloop/core';
import { Avatar, Card } from '@dealloop/ui';
import { useAuth, useRuntimeConfig } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation, useParams } from '../../router';
import { investorsApi } from '../investors/investors-api';
import { toCardView } from '../listings/property';
import { PropertyGrid } from '../listings/property-grid';
import { ReportButton } from '../moderation/report-button';
import { VerifiedFundsBadge } from '../proof-of-funds/verified-funds-badge';
import { ContactActions } from './contact-actions';
import * as shared from './profile-shared.css';
import { ProfileTemplateBadges } from './profile-template-badges';
import { profilesApi } from './profiles-api';
import { PublicPageState } from './public-page-state';
import * as styles from './public-profile-page.css';

/** The profile page's title: the person's name, then the page's. */
export const profileTitle = (name: string) => `${name} · ${PAGE_TITLES.publicProfile}`;

/** The public profile page; which profile comes from the user id or the slug in the path. */
export default function PublicProfilePage() {
  const { userId } = useParams();
  const location = useLocation();
  const slug = userId ? null : parseInvestorProfilePath(location.pathname.replace(/\/+$/, ''));
  const key = userId ? `user:${userId}` : slug ? `slug:${slug}` : null;
  const { state, reload } = useApiResource(key, (client) =>
    userId
      ? profilesApi(client).byUserId({ params: { userId } })
      : investorsApi(client).get({ params: { slug: slug! } }),
  );
  const auth = useAuth();
  const { publicUrl } = useRuntimeConfig();
  useDocumentTitle(
    state.status === 'ready' ? profileTitle(state.data.profile.fullName) : PAGE_TITLES.publicProfile,
  );

  if (key === null || state.status !== 'ready') {
    return (
      <PublicPageState
        state={state}
        absent={key === null}
        onRetry={reload}
        texts={{
          missingTitle: PUBLIC_PROFILE_TEXTS.missingTitle,
          missingHint: PUBLIC_PROFILE_TEXTS.missingHint,
          failedTitle: PUBLIC_PROFILE_TEXTS.failedTitle,
          loadingTitle: PAGE_TITLES.publicProfile.split(' · ')[0] ?? '',
          loadingHint: 'Loading profile…',
          away: { to: '/investors', label: PUBLIC_PROFILE_TEXTS.browseInvestors },
        }}
      />
    );
  }

  const { profile, listings } = state.data;
  const signedIn = auth.status === 'signed_in';
  return (
    <div className={shared.page}>
      <header className={styles.header}>
        <Avatar name={profile.fullName} src={profile.avatarUrl} size="lg" decorative />
        <div className={styles.identity}>
          <h1 className={shared.title}>{profile.fullName}</h1>
          {profile.companyName ? <p className={styles.company}>{profile.companyName}</p> : null}
          {profile.verifiedFunds ? (
            <p className={styles.company}>
              <VerifiedFundsBadge funds={profile.verifiedFunds} />
            </p>
          ) : null}
          <ProfileTemplateBadges template={profile.profileTemplate} />
        </div>
        {profile.companyLogo ? (
          <img className={styles.logo} src={profile.companyLogo} alt={profile.companyName ?? ''} />
        ) : null}
      </header>

      <Card as="section" padding="lg" gap="4" aria-label={PUBLIC_PROFILE_TEXTS.about}>
        {profile.bio ? <p className={styles.bio}>{profile.bio}</p> : null}
        <dl className={styles.facts}>
          {profile.specialty ? (
            <div>
              <dt>{PUBLIC_PROFILE_TEXTS.specialty}</dt>
              <dd>{profile.specialty}</dd>
            </div>
          ) : null}
          {profile.markets.length > 0 ? (
            <div>
              <dt>{PUBLIC_PROFILE_TEXTS.markets}</dt>
              <dd>{profile.markets.map((code) => US_STATES[code] ?? code).join(', ')}</dd>
            </div>
          ) : null}
          <div>
            <dt>{PUBLIC_PROFILE_TEXTS.memberSince}</dt>
            <dd>{formatMonthYear(profile.memberSince)}</dd>
          </div>
        </dl>
        <ContactActions
          name={profile.fullName}
          email={profile.email}
          phone={profile.phone}
          website={profile.website}
          shareUrl={`${publicUrl}${profile.path}`}
          shareText={profileTitle(profile.fullName)}
        />
        <ReportButton targetType="profile" targetId={profile.userId} ownerId={profile.userId} />
        <p>
          <Link to={`/profile/${encodeURIComponent(profile.userId)}/buyers-list`}>
            {BUYERS_LIST_TEXTS.joinTitle}
          </Link>
        </p>
        <p>
          <Link to={`/profile/${encodeURIComponent(profile.userId)}/calculator`}>
            {TOOLS_TEXTS.profileCalculatorLink}
          </Link>
        </p>
        {signedIn ? null : (
          <p className={shared.muted}>
            <Link to={signInPath(location)}>{PUBLIC_PROFILE_TEXTS.signInForContact}</Link>
          </p>
        )}
      </Card>

      <section className={styles.listings} aria-labelledby="profile-listings">
        <h2 id="profile-listings" className={shared.sectionTitle}>
          {PUBLIC_PROFILE_TEXTS.listings} ({profile.publishedListings})
        </h2>
        {listings.length === 0 ? (
          <p className={shared.muted}>{PUBLIC_PROFILE_TEXTS.noListings}</p>
        ) : (
          <PropertyGrid
            cards={listings.map((listing) => toCardView(listing))}
            label={PUBLIC_PROFILE_TEXTS.listings}
          />
        )}
      </section>
    </div>
  );
}
