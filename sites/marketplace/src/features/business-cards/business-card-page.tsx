// The public business card at /card/{cardId}: works without an account. The card (name, company, logo, phone,
// email), a QR code of its address, Save contact (vCard download) and share actions. Inactive or unknown: Not Found.
import {
  businessCardQrLabel,
  companyLogoAlt,
  EMBED_CARD_TEXTS,
  formatPhone,
  PAGE_TITLES,
} from '@dealloop/core';
import { Avatar, buttonClassName, Icon, QrCode } from '@dealloop/ui';
import { useRuntimeConfig } from '../../app/services-context';
import { useApiResource } from '../../app/use-api-resource';
import { useDocumentTitle } from '../../app/use-document-title';
import { Link, useParams } from '../../router';
import { ContactActions } from '../profiles/contact-actions';
import * as shared from '../profiles/profile-shared.css';
import { PublicPageState } from '../profiles/public-page-state';
import * as styles from './business-card-page.css';
import { businessCardsApi, cardPagePath, cardVCardPath } from './business-cards-api';

/** The page's texts. */
export const BUSINESS_CARD_TEXTS = {
  missingTitle: 'This business card is not available',
  missingHint: 'The card may have been switched off by its owner, or the link is wrong.',
  failedTitle: "We couldn't load this business card.",
  saveContact: EMBED_CARD_TEXTS.saveContact,
  scanHint: EMBED_CARD_TEXTS.scanHint,
  viewProfile: 'View public profile',
  home: 'Go to DealLoop',
} as const;

/** The card page's title: the name, then the page's. */
export const cardTitle = (name: string) => `${name} · ${PAGE_TITLES.businessCard}`;

/** The public card page. */
export default function BusinessCardPage() {
  const { cardId = '' } = useParams();
  const { publicUrl } = useRuntimeConfig();
  const { state, reload } = useApiResource(cardId || null, (client) =>
    businessCardsApi(client).open({ params: { cardUrlOrId: cardId } }),
  );
  useDocumentTitle(state.status === 'ready' ? cardTitle(state.data.fullName) : PAGE_TITLES.businessCard);

  if (!cardId || state.status !== 'ready') {
    return (
      <PublicPageState
        state={state}
        absent={!cardId}
        onRetry={reload}
        texts={{
          missingTitle: BUSINESS_CARD_TEXTS.missingTitle,
          missingHint: BUSINESS_CARD_TEXTS.missingHint,
          failedTitle: BUSINESS_CARD_TEXTS.failedTitle,
          loadingTitle: PAGE_TITLES.businessCard.split(' · ')[0] ?? '',
          away: { to: '/', label: BUSINESS_CARD_TEXTS.home },
        }}
      />
    );
  }

  const card = state.data;
  const address = `${publicUrl}${cardPagePath(card.cardUrl)}`;
  const phone = card.phoneNumber ? formatPhone(card.phoneNumber) : null;
  return (
    <div className={shared.page}>
      <article className={styles.card} aria-labelledby="card-name">
        <div className={styles.identity}>
          {card.companyLogo ? (
            <img className={styles.logo} src={card.companyLogo} alt={companyLogoAlt(card.companyName)} />
          ) : (
            <Avatar name={card.fullName} src={card.avatarUrl} size="lg" decorative />
          )}
          <div>
            <h1 id="card-name" className={shared.title}>
              {card.fullName}
            </h1>
            {card.companyName ? <p className={styles.company}>{card.companyName}</p> : null}
          </div>
        </div>
        <dl className={styles.details}>
          {phone ? (
            <div>
              <dt>{EMBED_CARD_TEXTS.phone}</dt>
              <dd>
                <a href={`tel:${phone.replace(/[^\d]/g, '')}`}>{phone}</a>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{EMBED_CARD_TEXTS.email}</dt>
            <dd>
              <a href={`mailto:${card.email}`}>{card.email}</a>
            </dd>
          </div>
        </dl>
        <div className={styles.qr}>
          <QrCode value={address} label={businessCardQrLabel(card.fullName)} size={176} />
          <p className={shared.muted}>{BUSINESS_CARD_TEXTS.scanHint}</p>
        </div>
        <div className={shared.actions}>
          <a
            className={buttonClassName({ variant: 'cta' })}
            href={cardVCardPath(card.cardUrl)}
            download={`${card.cardUrl}.vcf`}
          >
            <Icon name="user" size={18} /> {BUSINESS_CARD_TEXTS.saveContact}
          </a>
          {card.profilePath ? (
            <Link className={buttonClassName({ variant: 'secondary' })} to={card.profilePath}>
              {BUSINESS_CARD_TEXTS.viewProfile}
            </Link>
          ) : null}
        </div>
        <ContactActions
          name={card.fullName}
          email={null}
          phone={null}
          shareUrl={address}
          shareText={cardTitle(card.fullName)}
        />
      </article>
    </div>
  );
}
