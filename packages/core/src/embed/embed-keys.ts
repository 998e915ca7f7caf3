// Embed keys of the SDK: their format, limits, the origin rule (normalised scheme://host[:port]) and messages,
// shared by the API (validation, chat from host sites) and the dashboard's Embed section.

/** The longest name of an embed key. */
export const EMBED_KEY_NAME_MAX = 60;
/** The most website origins one key may allow. */
export const EMBED_KEY_MAX_ORIGINS = 10;
/** The request header carrying the key of an embedded widget. */
export const EMBED_KEY_HEADER = 'X-DealLoop-Embed-Key';
/** Every key starts with this prefix, then 24 base62 characters. */
export const EMBED_KEY_PREFIX = 'dlk_';
/** The shape of a key: a public identifier, safe in a page's source. */
export const EMBED_KEY_PATTERN = /^dlk_[0-9A-Za-z]{24}$/;

/** Texts of embed key validation and refusals. */
export const EMBED_KEY_MESSAGES = Object.freeze({
  nameRequired: 'Enter a name for the key.',
  nameTooLong: `Use at most ${EMBED_KEY_NAME_MAX} characters for the name.`,
  originsRequired: 'Add at least one website origin, such as https://www.example.com.',
  tooManyOrigins: `A key can allow at most ${EMBED_KEY_MAX_ORIGINS} website origins.`,
  originExample: 'https://www.example.com',
  keyNotFound: 'You have no embed key with this id.',
  keyInvalid: 'This embed key is not valid. Check the key in your DealLoop dashboard.',
  originNotAllowed:
    'This website is not allowed to use this embed key. Add its origin to the key in your DealLoop dashboard.',
  cardNotOwned:
    "This business card does not belong to this embed key's owner. Show your own card, or use its owner's key.",
} as const);

/** Why a typed origin is refused, naming it. */
export const originMessages = Object.freeze({
  notUrl: (origin: string) =>
    `"${origin}" is not a website origin: write it as https://www.example.com (scheme, host and optional port).`,
  scheme: (origin: string) => `"${origin}" must start with https:// or http://.`,
  extra: (origin: string) =>
    `"${origin}" has a path, query, fragment or user name: keep only scheme://host[:port].`,
  host: (origin: string) =>
    `"${origin}" does not name a website host (a domain such as www.example.com, localhost or 127.0.0.1).`,
});

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;

/** Whether a (lowercased, punycode) host is a domain of two labels or more, localhost or an IPv4 address. */
function isWebsiteHost(hostname: string): boolean {
  if (hostname === 'localhost' || IPV4.test(hostname)) return true;
  const labels = hostname.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && !/^\d+$/.test(labels.at(-1)!);
}

/** The normalised origin of a typed one, or the problem with it. */
export type OriginCheck = { origin: string; problem: null } | { origin: null; problem: string };

/**
 * Checks a website origin as a user types it and normalises it the way browsers send the Origin header:
 * lowercase scheme and host, punycode, no default port, no trailing slash. Only http(s), no path, query,
 * fragment or credentials; the host a domain, localhost (any port) or an IPv4 address such as 127.0.0.1.
 */
export function checkOrigin(input: string): OriginCheck {
  const text = input.trim();
  const refuse = (problem: string): OriginCheck => ({ origin: null, problem });
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    return refuse(
      /^[a-z][a-z0-9+.-]*:/i.test(text) ? originMessages.scheme(text) : originMessages.notUrl(text),
    );
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(originMessages.notUrl(text));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(originMessages.scheme(text));
  const afterHost = text.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  if (url.username || url.password || !['', '/'].includes(afterHost))
    return refuse(originMessages.extra(text));
  if (!isWebsiteHost(url.hostname)) return refuse(originMessages.host(text));
  return { origin: url.origin, problem: null };
}

/** How a page's origin differs from an allowed origin of the same site, as `originNotAllowedMessage` names it. */
const ORIGIN_DIFFERENCES = Object.freeze({
  www: 'with and without www are different origins',
  scheme: 'http:// and https:// are different origins',
  port: 'another port is another origin',
});

/** The difference between two origins of the same site (www, scheme or port), or null when the sites differ. */
function originDifference(page: URL, allowed: URL): string | null {
  const bare = (host: string) => host.replace(/^www\./, '');
  if (page.hostname !== allowed.hostname) {
    return bare(page.hostname) === bare(allowed.hostname) && page.protocol === allowed.protocol
      ? ORIGIN_DIFFERENCES.www
      : null;
  }
  if (page.protocol !== allowed.protocol) return ORIGIN_DIFFERENCES.scheme;
  return page.port !== allowed.port ? ORIGIN_DIFFERENCES.port : null;
}

/**
 * Why a page's origin may not use a key, naming the fix: the page's origin to add, and when the key allows another
 * origin of the same site (www vs bare domain, http vs https, another port), that origin and the difference. Only
 * such a near origin of the caller's own site is named; the key's other origins are not revealed.
 */
export function originNotAllowedMessage(
  pageOrigin: string | null,
  allowedOrigins: readonly string[],
): string {
  const page = pageOrigin ? normalizeOrigin(pageOrigin) : null;
  if (!page) return EMBED_KEY_MESSAGES.originNotAllowed;
  const pageUrl = new URL(page);
  for (const allowed of allowedOrigins) {
    const difference = originDifference(pageUrl, new URL(allowed));
    if (difference) {
      return `This page's origin ${page} is not allowed to use this embed key, which allows ${allowed} (${difference}). Add ${page} to the key in your DealLoop dashboard.`;
    }
  }
  return `This page's origin ${page} is not allowed to use this embed key. Add ${page} to the key's origins in your DealLoop dashboard.`;
}

/** The normalised origin (`scheme://host[:port]`), or null when the text is not an acceptable origin. */
export function normalizeOrigin(input: string): string | null {
  return checkOrigin(input).origin;
}

/** The problem with a key's name, or null. */
export function embedKeyNameProblem(name: string): string | null {
  const value = name.trim();
  if (!value) return EMBED_KEY_MESSAGES.nameRequired;
  return value.length > EMBED_KEY_NAME_MAX ? EMBED_KEY_MESSAGES.nameTooLong : null;
}

/** A key's allowed origins, normalised and without repeats, or the first problem with them. */
export type OriginsCheck = { origins: string[]; problem: null } | { origins: null; problem: string };

/** Checks the allowed origins of a key (blank entries ignored): 1 to EMBED_KEY_MAX_ORIGINS distinct origins. */
export function checkAllowedOrigins(inputs: readonly string[]): OriginsCheck {
  const origins: string[] = [];
  for (const input of inputs) {
    if (!input.trim()) continue;
    const checked = checkOrigin(input);
    if (checked.problem !== null) return { origins: null, problem: checked.problem };
    if (!origins.includes(checked.origin)) origins.push(checked.origin);
  }
  if (origins.length === 0) return { origins: null, problem: EMBED_KEY_MESSAGES.originsRequired };
  if (origins.length > EMBED_KEY_MAX_ORIGINS)
    return { origins: null, problem: EMBED_KEY_MESSAGES.tooManyOrigins };
  return { origins, problem: null };
}
