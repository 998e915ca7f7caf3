// The lister's card on the listing page: who listed the deal, their track record and how to contact them.
import {
  formatPhone,
  LISTER_TEXTS,
  memberSinceText,
  phoneDigits,
  publishedListingsText,
} from '@dealloop/core';
import { Avatar, Button, buttonClassName, Icon } from '@dealloop/ui';
import { useAuth } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { signInPath } from '../../layout/top-nav';
import { Link, useLocation } from '../../router';
import * as styles from './lister-card.css';
import { listersApi } from './listers-api';

/** The lister's card of a listing (nothing when the listing is not visible to the viewer). */
export function ListerCard({ propertyId }: { propertyId: string }) {
  const { status: authStatus } = useAuth();
  const location = useLocation();
  // Signing in or out changes the contact details: the lister loads again.
  const { state, reload } = useApiResource(`${propertyId}\u0000${authStatus}`, (client) =>
    listersApi(client).get({ params: { id: propertyId } }),
  );

  if (state.status === 'missing') return null;
  if (state.status === 'loading') {
    return (
      <section className={styles.card} aria-label={LISTER_TEXTS.heading} aria-busy="true">
        <div className={styles.placeholder} />
      </section>
    );
  }
  if (state.status === 'failed') {
    return (
      <section className={styles.card} aria-label={LISTER_TEXTS.heading}>
        <p className={styles.note}>{LISTER_TEXTS.failed}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {LISTER_TEXTS.tryAgain}
        </Button>
      </section>
    );
  }

  const lister = state.data;
  const name = lister.fullName?.trim() || LISTER_TEXTS.unnamed;
  const signedIn = authStatus === 'signed_in';
  const since = memberSinceText(lister.memberSince);
  return (
    <section className={styles.card} aria-labelledby="lister-heading">
      <h2 id="lister-heading" className={styles.heading}>
        {LISTER_TEXTS.heading}
      </h2>
      <div className={styles.who}>
        <Avatar name={name} src={lister.avatarUrl} size="lg" decorative />
        <div>
          <p className={styles.name}>{name}</p>
          {lister.companyName ? <p className={styles.company}>{lister.companyName}</p> : null}
        </div>
      </div>
      <ul className={styles.facts}>
        {since ? <li>{since}</li> : null}
        <li>{publishedListingsText(lister.publishedListings)}</li>
      </ul>
      <div className={styles.actions}>
        {lister.email ? (
          <a
            className={`${buttonClassName({ variant: 'primary', fullWidth: true })} ${styles.wrappingButton}`}
            href={`mailto:${lister.email}`}
          >
            <Icon name="mail" size={18} />
            {LISTER_TEXTS.email(lister.email)}
          </a>
        ) : null}
        {lister.phone && phoneDigits(lister.phone) ? (
          <a
            className={buttonClassName({ variant: 'secondary', fullWidth: true })}
            href={`tel:${phoneDigits(lister.phone)}`}
          >
            {LISTER_TEXTS.call(formatPhone(lister.phone))}
          </a>
        ) : null}
        {!signedIn ? (
          <Link
            className={buttonClassName({ variant: 'primary', fullWidth: true })}
            to={signInPath(location)}
          >
            <Icon name="lock" size={18} />
            {LISTER_TEXTS.signInToContact}
          </Link>
        ) : null}
        {lister.profilePath ? (
          <Link className={buttonClassName({ variant: 'ghost', fullWidth: true })} to={lister.profilePath}>
            <Icon name="user" size={18} />
            {LISTER_TEXTS.viewProfile}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
