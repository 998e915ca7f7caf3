// One investor in the directory: picture, name, company, verified funds, what they deal in, markets, linking to the
// profile.
import type { PublicProfileView as PublicProfile } from '@dealloop/contract';
import { INVESTORS_TEXTS, US_STATES } from '@dealloop/core';
import { Avatar } from '@dealloop/ui';
import { Link } from '../../router';
import { ProfileTemplateBadges } from '../profiles/profile-template-badges';
import { VerifiedFundsBadge } from '../proof-of-funds/verified-funds-badge';
import * as styles from './investors-page.css';

/** A directory card; the name links to the public profile. */
export function InvestorCard({ profile }: { profile: PublicProfile }) {
  return (
    <article className={styles.card}>
      <div className={styles.cardHead}>
        <Avatar name={profile.fullName} src={profile.avatarUrl} decorative />
        <div>
          <h2 className={styles.cardName}>
            <Link to={profile.path}>{profile.fullName}</Link>
          </h2>
          {profile.companyName ? <p className={styles.cardMeta}>{profile.companyName}</p> : null}
        </div>
      </div>
      {profile.verifiedFunds ? (
        <p className={styles.cardMeta}>
          <VerifiedFundsBadge funds={profile.verifiedFunds} />
        </p>
      ) : null}
      <ProfileTemplateBadges template={profile.profileTemplate} />
      {profile.specialty ? (
        <p className={styles.cardMeta}>{INVESTORS_TEXTS.cardSpecialty(profile.specialty)}</p>
      ) : null}
      {profile.markets.length > 0 ? (
        <p className={styles.cardMeta}>
          {INVESTORS_TEXTS.cardMarkets(profile.markets.map((code) => US_STATES[code] ?? code).join(', '))}
        </p>
      ) : null}
      <p className={styles.cardMeta}>{INVESTORS_TEXTS.publishedDeals(profile.publishedListings)}</p>
    </article>
  );
}
