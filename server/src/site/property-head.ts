// The head of a listing's page: its own title, description, canonical SEO URL, photo and schema.org JSON-LD.
// Written for anonymous readers (search engines, link previews): only the public location (the parsed place) appears.
import {
  formatPrice,
  formatRoi,
  PROPERTY_TYPE_LABELS,
  type PropertyType,
  publicLocation,
  SITE_NAME,
} from '@dealloop/core';
import type { Property } from '../db/schema';
import { listingPath } from '../listings/property-serializer';
import { storedFileUrl } from '../storage/stored-file-routes';
import type { PageHead } from './page-head';

/** The head of a public listing's page; the canonical URL is always its SEO path. */
export function propertyHead(property: Property, publicUrl: string): PageHead {
  const place = publicLocation(property);
  const type = PROPERTY_TYPE_LABELS[property.property_type as PropertyType] ?? 'Property';
  const facts = [
    property.beds !== null ? `${property.beds} bd` : null,
    property.baths !== null ? `${property.baths} ba` : null,
    property.sqft ? `${property.sqft.toLocaleString('en-US')} sqft` : null,
  ].filter(Boolean);
  const figures = [
    property.arv !== null ? `ARV ${formatPrice(property.arv)}` : null,
    property.repair_cost !== null ? `repairs ${formatPrice(property.repair_cost)}` : null,
    property.roi !== null ? `ROI ${formatRoi(property.roi)}` : null,
  ].filter(Boolean);
  const firstImage = property.images[0]?.objects.full;
  const image = firstImage ? storedFileUrl(publicUrl, 'listing-images', firstImage) : null;
  const path = listingPath(property);
  const description = [
    `${type} in ${place} for ${formatPrice(property.price)}`,
    facts.length ? facts.join(', ') : null,
    figures.length ? figures.join(', ') : null,
  ]
    .filter(Boolean)
    .join('. ');
  return {
    title: `${property.title} · ${formatPrice(property.price)} · ${place} · ${SITE_NAME}`,
    description: `${description}. Off-market wholesale deal on ${SITE_NAME}.`,
    path,
    indexable: true,
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: property.title,
        url: `${publicUrl}${path}`,
        datePosted: property.created_at,
        ...(image && { image }),
        about: {
          '@type': 'Accommodation',
          ...(property.beds !== null && { numberOfBedrooms: property.beds }),
          ...(property.baths !== null && { numberOfBathroomsTotal: property.baths }),
          ...(property.sqft && {
            floorSize: { '@type': 'QuantitativeValue', value: property.sqft, unitCode: 'FTK' },
          }),
          address: {
            '@type': 'PostalAddress',
            ...(property.city && { addressLocality: property.city }),
            ...(property.state && { addressRegion: property.state }),
            ...(property.zip && { postalCode: property.zip }),
            addressCountry: 'US',
          },
        },
        offers: {
          '@type': 'Offer',
          price: property.price,
          priceCurrency: 'USD',
          availability:
            property.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        },
      },
    ],
  };
}
