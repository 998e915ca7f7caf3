// URL slugs: business cards (docs/product/business-cards.md), property SEO paths, investor profile paths.

/** Latin letters that do not decompose into a base letter plus accents, spelled in ASCII. */
const LATIN_FOLDS: Readonly<Record<string, string>> = Object.freeze({
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
});

/**
 * Slug of a text by the card slug rule: lowercase; characters other than letters, digits, spaces and hyphens
 * removed; spaces (any whitespace) turned into hyphens; runs of hyphens collapsed. Accented Latin letters keep
 * their base letter ("José" gives "jose") and letters outside a-z are dropped, so slugs are plain ASCII.
 * Leading and trailing hyphens are trimmed so the slug can be joined with "-" to other parts.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþı]/g, (letter) => LATIN_FOLDS[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Business card slug: the slugified full name, a hyphen, and the first 8 characters of the user id
 * ("Jane Doe", "3f2a9c1e-..." gives "jane-doe-3f2a9c1e"). A name with nothing left after slugifying gives the
 * 8 characters alone.
 */
export function cardSlug(fullName: string | null | undefined, userId: string): string {
  const name = slugify(fullName ?? '');
  const id = userId.slice(0, 8);
  return name ? `${name}-${id}` : id;
}

const PROPERTY_PATH_PREFIX = '/real-estate-wholesale-investment-property-';
const PROPERTY_PATH_PATTERN =
  /^\/real-estate-wholesale-investment-property-(?:[a-z0-9-]*-)?([A-Za-z0-9]{8})\/?$/;

/** The short id of a property used in its SEO path: the last 8 characters of its id. */
export function propertyShortId(id: string): string {
  return id.slice(-8);
}

/**
 * SEO path of a property card:
 * `/real-estate-wholesale-investment-property-{slugified location}-{last 8 characters of id}`.
 * When the location slugifies to nothing the path ends with the short id alone.
 */
export function propertySeoPath(property: {
  readonly id: string;
  readonly location: string | null | undefined;
}): string {
  const slug = slugify(property.location ?? '');
  const shortId = propertyShortId(property.id);
  return slug ? `${PROPERTY_PATH_PREFIX}${slug}-${shortId}` : `${PROPERTY_PATH_PREFIX}${shortId}`;
}

/** The 8-character short id at the end of a property SEO path, or null when the path is not one. */
export function parsePropertySeoPath(pathname: string): string | null {
  return PROPERTY_PATH_PATTERN.exec(pathname)?.[1] ?? null;
}

const INVESTOR_PATH_PREFIX = '/real-estate-investor-';
const INVESTOR_PATH_PATTERN = /^\/real-estate-investor-([^/?#]+)\/?$/;

/** Public investor profile path: `/real-estate-investor-{slug}`. */
export function investorProfilePath(slug: string): string {
  return `${INVESTOR_PATH_PREFIX}${slug}`;
}

/** The slug of a public investor profile path (percent-decoded), or null when the path is not one. */
export function parseInvestorProfilePath(pathname: string): string | null {
  const raw = INVESTOR_PATH_PATTERN.exec(pathname)?.[1];
  if (raw === undefined) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
