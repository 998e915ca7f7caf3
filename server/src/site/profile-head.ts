// The heads of public profile and business card pages: only for a published profile or an active card (otherwise
// the page is Not Found), with the person's name, and JSON-LD Person for profiles.
import { PAGE_TITLES, SITE_NAME } from '@dealloop/core';
import type { BusinessCard } from '../db/schema';
import type { PublishedProfileRecord } from '../profiles/profiles-repo';
import type { PageHead } from './page-head';

const DESCRIPTION_LENGTH = 160;
const clip = (text: string) =>
  text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : text;

/** The head of a published profile's page at `path` (canonical: its /real-estate-investor-{slug} path). */
export function profileHead(profile: PublishedProfileRecord, publicUrl: string): PageHead {
  const name = profile.full_name ?? 'Real estate investor';
  const path = `/real-estate-investor-${profile.profile_slug}`;
  return {
    title: `${name} · ${PAGE_TITLES.investorProfile}`,
    description: clip(profile.bio?.trim() || `${name}, a real estate investor on ${SITE_NAME}.`),
    path,
    indexable: true,
    image: profile.avatar_url,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name,
        url: `${publicUrl}${path}`,
        ...(profile.bio ? { description: profile.bio } : {}),
        ...(profile.avatar_url ? { image: profile.avatar_url } : {}),
        ...(profile.company_name
          ? { worksFor: { '@type': 'Organization', name: profile.company_name } }
          : {}),
        ...(profile.specialty ? { knowsAbout: profile.specialty } : {}),
      },
    ],
  };
}

/** The head of an active business card's page. Contact details stay out of the head (crawlers read it). */
export function cardHead(card: BusinessCard): PageHead {
  const company = card.company_name ? ` · ${card.company_name}` : '';
  return {
    title: `${card.full_name}${company} · ${PAGE_TITLES.businessCard}`,
    description: `${card.full_name}'s business card on ${SITE_NAME}: save the contact or share it.`,
    path: `/card/${encodeURIComponent(card.card_url)}`,
    indexable: false,
    image: card.company_logo,
  };
}
