// The site itself: built pages and titles, navigation, slugs and paths, cookie consent, sharing and shared texts.

export type { CookieConsentRecord, CookieConsentValue } from './cookie-consent';
export {
  COOKIE_CONSENT_VALUES,
  COOKIE_CONSENT_VERSION,
  cookieConsentKey,
  cookieConsentRecord,
  shouldShowCookieBanner,
} from './cookie-consent';
export { BUYER_DASHBOARD_TEXTS, DASHBOARD_TEXTS } from './dashboard-texts';
export { FILE_BUTTON_TEXTS } from './file-button-texts';
export type { GeolocationErrorCode } from './messages';
export { GEOLOCATION_HINTS, geolocationHint, MESSAGES } from './messages';
export type {
  AvatarMenuAction,
  AvatarMenuEntry,
  AvatarMenuLink,
  FooterLink,
  MobileTab,
  NavLink,
} from './navigation';
export {
  ADD_PROPERTY_PATH,
  AUTH_PATH,
  AVATAR_MENU,
  addListingPath,
  avatarDisplayName,
  avatarMenuFor,
  FOOTER_COMMUNITY_LINKS,
  FOOTER_LEGAL_LINKS,
  isShareHidden,
  isTabActive,
  MOBILE_TABS,
  propertyDetailPath,
  propertySearchPath,
  SAVED_SEARCHES_PATH,
  SIGN_OUT_PATH,
  TOP_NAV_LINKS,
  topNavLinksFor,
} from './navigation';
export { knowledgeArticleTitle, NOT_FOUND_TITLE, PAGE_TITLES, SITE_NAME } from './page-titles';
export type { ProgressBarState, ProgressState } from './progress-bar';
export { PROGRESS_DEFAULT_MAX, progressBarState } from './progress-bar';
export type { ShareContent, ShareTarget } from './share-links';
export { SHARE_TARGET_LABELS, SHARE_TARGETS, shareLink } from './share-links';
export type { SitePage, SitePageKey, SitePageMatch } from './site-pages';
export { INVESTOR_PROFILE_PATTERN, matchSitePage, PROPERTY_SEO_PATTERN, SITE_PAGES } from './site-pages';
export {
  cardSlug,
  investorProfilePath,
  parseInvestorProfilePath,
  parsePropertySeoPath,
  propertySeoPath,
  propertyShortId,
  slugify,
} from './slugs';
