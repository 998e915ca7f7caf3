// Site navigation: top bar links, the avatar menu, the mobile tab bar, path rules (docs/product/navigation.md).

import type { Role } from '../admin/admin';
import { MESSAGES } from './messages';

/** Path of sign-in and sign-up; also where Add Listing sends anonymous visitors. */
export const AUTH_PATH = '/auth';

/** Path of the Add Listing page for signed-in users. */
export const ADD_PROPERTY_PATH = '/add-property';

/** Path of the saved searches page (the home page's "Saved Searches" link). */
export const SAVED_SEARCHES_PATH = '/dashboard/saved-searches';

/** Where Sign Out returns to. */
export const SIGN_OUT_PATH = '/';

/** A link of the top navigation bar; `role` restricts it to users with that role. */
export interface NavLink {
  readonly key: string;
  readonly label: string;
  readonly path: string;
  readonly role?: Role;
}

/** Links always in the top bar, in order: Open House Calendar, Pricing, Help, and Admin (admins only). */
export const TOP_NAV_LINKS: readonly NavLink[] = Object.freeze([
  { key: 'showings', label: 'Open House Calendar', path: '/showings' },
  { key: 'pricing', label: 'Pricing', path: '/pricing' },
  { key: 'help', label: 'Help', path: '/knowledge-base' },
  { key: 'admin', label: 'Admin', path: '/admin', role: 'admin' },
]);

/** An avatar menu entry that navigates. */
export interface AvatarMenuLink extends NavLink {
  readonly kind: 'link';
}

/** An avatar menu entry that runs an action instead of navigating. */
export interface AvatarMenuAction {
  readonly kind: 'action';
  readonly key: 'tour' | 'sign-out';
  readonly label: string;
  readonly role?: Role;
}

/** One entry of the avatar menu. */
export type AvatarMenuEntry = AvatarMenuLink | AvatarMenuAction;

/** Every avatar menu entry in the spec's order; role-restricted entries carry their role. */
export const AVATAR_MENU: readonly AvatarMenuEntry[] = Object.freeze([
  { kind: 'link', key: 'account', label: 'My Account', path: '/dashboard/account' },
  { kind: 'link', key: 'dashboard', label: 'User Dashboard', path: '/dashboard' },
  { kind: 'link', key: 'admin-dashboard', label: 'Admin Dashboard', path: '/admin/dashboard', role: 'admin' },
  {
    kind: 'link',
    key: 'moderator-dashboard',
    label: 'Moderator Dashboard',
    path: '/moderator',
    role: 'moderator',
  },
  { kind: 'link', key: 'notification-settings', label: 'Notification Settings', path: '/email-preferences' },
  { kind: 'link', key: 'payment-methods', label: 'Payment Methods', path: '/payment-history' },
  { kind: 'link', key: 'support', label: 'Support', path: '/support' },
  { kind: 'action', key: 'tour', label: 'Getting Started Tour' },
  { kind: 'action', key: 'sign-out', label: 'Sign Out' },
]);

const allowedFor =
  (roles: readonly string[]) =>
  (entry: { readonly role?: Role }): boolean =>
    entry.role === undefined || roles.includes(entry.role);

/** The avatar menu of a user with these roles (no roles: the entries for everyone). */
export function avatarMenuFor(roles: readonly string[]): AvatarMenuEntry[] {
  return AVATAR_MENU.filter(allowedFor(roles));
}

/** The always-present top bar links of a user with these roles. */
export function topNavLinksFor(roles: readonly string[]): NavLink[] {
  return TOP_NAV_LINKS.filter(allowedFor(roles));
}

/** Where Add Listing goes: the Add Listing page when signed in, otherwise sign-in. */
export function addListingPath(signedIn: boolean): string {
  return signedIn ? ADD_PROPERTY_PATH : AUTH_PATH;
}

/** The name in the avatar menu: the full name, or "User" when it is missing or blank. */
export function avatarDisplayName(fullName: string | null | undefined): string {
  const name = fullName?.trim();
  return name ? name : MESSAGES.userFallbackName;
}

const SHARE_HIDDEN_PREFIXES = ['/properties', '/profile', '/real-estate-investor-'] as const;

/** Whether the top bar hides its Share button: on paths starting with /properties, /profile or /real-estate-investor-. */
export function isShareHidden(pathname: string): boolean {
  return SHARE_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A tab of the mobile bottom tab bar. */
export interface MobileTab {
  readonly key: string;
  readonly label: string;
  readonly route: string;
}

/** Mobile bottom tabs in order: Home, Properties, FAQ, Help, Profile. */
export const MOBILE_TABS: readonly MobileTab[] = Object.freeze([
  { key: 'home', label: 'Home', route: '/' },
  { key: 'properties', label: 'Properties', route: '/properties' },
  { key: 'faq', label: 'FAQ', route: '/faqs' },
  { key: 'help', label: 'Help', route: '/knowledge-base' },
  { key: 'profile', label: 'Profile', route: '/profile' },
]);

/** A link of the site footer. */
export interface FooterLink {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

/**
 * The footer's links, in order: first the top bar's Open House Calendar and Pricing (phones fold the top bar's
 * links away and their tab bar has no room for them, so the footer keeps them reachable), then the pages the top
 * bar and the account menu leave out.
 */
export const FOOTER_COMMUNITY_LINKS: readonly FooterLink[] = Object.freeze([
  ...TOP_NAV_LINKS.filter((link) => link.key === 'showings' || link.key === 'pricing').map(
    ({ key, label, path }) => ({ key, label, path }),
  ),
  { key: 'tools', label: 'Tools', path: '/tools' },
  { key: 'investors', label: 'Investors', path: '/investors' },
  { key: 'counties', label: 'Counties', path: '/counties' },
  { key: 'become-moderator', label: 'Become a moderator', path: '/become-moderator' },
  { key: 'support', label: 'Support', path: '/support' },
]);

/** The footer's legal links, in order. */
export const FOOTER_LEGAL_LINKS: readonly FooterLink[] = Object.freeze([
  { key: 'privacy-policy', label: 'Privacy Policy', path: '/privacy-policy' },
  { key: 'terms-of-service', label: 'Terms of Service', path: '/terms-of-service' },
]);

/** Whether a tab is active: the path equals its route or starts with it, except "/" which matches only exactly. */
export function isTabActive(pathname: string, route: string): boolean {
  if (route === '/') return pathname === '/';
  return pathname.startsWith(route);
}

/** Where the home search goes: `/properties?location={text}`, or `/properties` when the text is blank. */
export function propertySearchPath(text: string | null | undefined): string {
  const location = text?.trim() ?? '';
  return location ? `/properties?location=${encodeURIComponent(location)}` : '/properties';
}

/** Property detail path, `/property/{id}`. */
export function propertyDetailPath(id: string): string {
  return `/property/${id}`;
}
