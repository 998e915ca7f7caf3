// The business card's DOM (no component runtime, to stay within card.js's size budget): identity, contact, actions.
import type { BusinessCardsContract, CallOutput } from '@dealloop/contract';
import {
  businessCardPath,
  businessCardQrLabel,
  companyLogoAlt,
  EMBED_CARD_TEXTS,
  formatPhone,
} from '@dealloop/core';
import { initials } from '@dealloop/ui';
import { apiUrl } from '../../runtime/api-fetch';
import * as styles from './business-card.css';

/**
 * What the widget shows of a card as GET /api/v1/cards/{cardUrlOrId} answers it (the contract's PublicBusinessCard).
 */
export type PublicCardJson = Pick<
  CallOutput<BusinessCardsContract['open']>,
  'id' | 'cardUrl' | 'fullName' | 'email' | 'phoneNumber' | 'companyName' | 'companyLogo' | 'avatarUrl'
>;

type Child = Node | string | null;

/** An element with a class and children (null children are skipped). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string | null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function link(href: string, text: string): HTMLAnchorElement {
  const anchor = element('a', null, text);
  anchor.href = href;
  return anchor;
}

function identityPicture(api: string, card: PublicCardJson): HTMLElement {
  const source = card.companyLogo ?? card.avatarUrl;
  if (source) {
    const image = element('img', card.companyLogo ? styles.logo : styles.photo);
    image.src = new URL(source, `${api}/`).href;
    image.alt = card.companyLogo ? companyLogoAlt(card.companyName) : '';
    return image;
  }
  const letters = element('span', styles.initials, initials(card.fullName));
  letters.setAttribute('aria-hidden', 'true');
  return letters;
}

/** What the card shows and where its QR code goes (filled once the QR chunk has loaded). */
export interface CardView {
  node: HTMLElement;
  qrSlot: HTMLElement;
  /** The card page's address, the QR code's content. */
  page: string;
}

/** Builds the card: logo/photo/initials, name, company, phone, email, QR slot, hint and Save contact. */
export function cardView(api: string, card: PublicCardJson): CardView {
  const page = new URL(businessCardPath(card.cardUrl), `${api}/`).href;
  const phone = card.phoneNumber ? formatPhone(card.phoneNumber) : null;
  const name = element('h2', styles.name, card.fullName);
  name.id = 'dealloop-card-name';
  const details = element(
    'dl',
    styles.details,
    phone
      ? element(
          'div',
          null,
          element('dt', null, EMBED_CARD_TEXTS.phone),
          element('dd', null, link(`tel:${phone.replace(/[^\d]/g, '')}`, phone)),
        )
      : null,
    element(
      'div',
      null,
      element('dt', null, EMBED_CARD_TEXTS.email),
      element('dd', null, link(`mailto:${card.email}`, card.email)),
    ),
  );
  const qrSlot = element('div', null);
  const save = link(
    apiUrl(api, `/api/v1/cards/${encodeURIComponent(card.cardUrl)}/vcard`),
    EMBED_CARD_TEXTS.saveContact,
  );
  save.className = styles.save;
  save.download = `${card.cardUrl}.vcf`;
  const node = element(
    'article',
    styles.card,
    element(
      'div',
      styles.identity,
      identityPicture(api, card),
      element('div', null, name, card.companyName ? element('p', styles.company, card.companyName) : null),
    ),
    details,
    element('div', styles.qr, qrSlot, element('p', styles.hint, EMBED_CARD_TEXTS.scanHint)),
    save,
  );
  node.setAttribute('aria-labelledby', name.id);
  return { node, qrSlot, page };
}

/** The QR code's accessible name for a card. */
export const qrLabelOf = (card: PublicCardJson) => businessCardQrLabel(card.fullName);
