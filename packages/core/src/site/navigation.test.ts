import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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
  TOP_NAV_LINKS,
  topNavLinksFor,
} from './navigation';
import { matchSitePage } from './site-pages';

describe('avatar menu', () => {
  it('lists every entry in the spec order with its destination', () => {
    expect(AVATAR_MENU.map((entry) => entry.label)).toEqual([
      'My Account',
      'User Dashboard',
      'Admin Dashboard',
      'Moderator Dashboard',
      'Notification Settings',
      'Payment Methods',
      'Support',
      'Getting Started Tour',
      'Sign Out',
    ]);
    expect(AVATAR_MENU.map((entry) => (entry.kind === 'link' ? entry.path : entry.key))).toEqual([
      '/dashboard/account',
      '/dashboard',
      '/admin/dashboard',
      '/moderator',
      '/email-preferences',
      '/payment-history',
      '/support',
      'tour',
      'sign-out',
    ]);
  });

  it('shows Admin Dashboard only to admins and Moderator Dashboard only to moderators', () => {
    const labels = (roles: string[]) => avatarMenuFor(roles).map((entry) => entry.label);
    expect(labels([])).not.toContain('Admin Dashboard');
    expect(labels([])).not.toContain('Moderator Dashboard');
    expect(labels(['admin'])).toContain('Admin Dashboard');
    expect(labels(['admin'])).not.toContain('Moderator Dashboard');
    expect(labels(['moderator'])).toContain('Moderator Dashboard');
    expect(labels(['admin', 'moderator'])).toHaveLength(9);
    expect(labels([])).toHaveLength(7);
  });
});

describe('top navigation', () => {
  it('always shows Open House Calendar, Pricing and Help, and Admin to admins', () => {
    expect(topNavLinksFor([]).map((link) => `${link.label} ${link.path}`)).toEqual([
      'Open House Calendar /showings',
      'Pricing /pricing',
      'Help /knowledge-base',
    ]);
    expect(topNavLinksFor(['admin']).at(-1)).toMatchObject({ label: 'Admin', path: '/admin' });
    expect(TOP_NAV_LINKS).toHaveLength(4);
  });

  it('sends Add Listing to /auth when signed out', () => {
    expect(addListingPath(false)).toBe('/auth');
    expect(addListingPath(true)).toBe('/add-property');
  });

  it('falls back to User for a missing name', () => {
    expect(avatarDisplayName('Jane Doe')).toBe('Jane Doe');
    expect(avatarDisplayName('  ')).toBe('User');
    expect(avatarDisplayName(null)).toBe('User');
  });
});

describe('isShareHidden', () => {
  it('hides Share on /properties, /profile and investor profile paths', () => {
    expect(isShareHidden('/properties')).toBe(true);
    expect(isShareHidden('/properties/abc')).toBe(true);
    expect(isShareHidden('/profile/u1/calculator')).toBe(true);
    expect(isShareHidden('/real-estate-investor-jane-doe-3f2a9c1e')).toBe(true);
  });

  it('shows Share elsewhere', () => {
    expect(isShareHidden('/')).toBe(false);
    expect(isShareHidden('/property/abc')).toBe(false);
    expect(isShareHidden('/pricing')).toBe(false);
  });
});

describe('mobile tabs', () => {
  it('are Home, Properties, FAQ, Help and Profile', () => {
    expect(MOBILE_TABS.map((tab) => `${tab.label} ${tab.route}`)).toEqual([
      'Home /',
      'Properties /properties',
      'FAQ /faqs',
      'Help /knowledge-base',
      'Profile /profile',
    ]);
  });

  it('activate on the route or below it, Home only on /', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/properties', '/')).toBe(false);
    expect(isTabActive('/properties', '/properties')).toBe(true);
    expect(isTabActive('/properties/abc', '/properties')).toBe(true);
    expect(isTabActive('/profile/u1', '/profile')).toBe(true);
    expect(isTabActive('/faqs', '/profile')).toBe(false);
  });

  it('leave at most one tab active on any path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('/', '/properties', '/faqs', '/knowledge-base', '/profile', '/pricing'),
        fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,2}$/),
        (base, rest) => {
          const pathname = base === '/' ? rest || '/' : `${base}${rest}`;
          expect(MOBILE_TABS.filter((tab) => isTabActive(pathname, tab.route)).length).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('paths', () => {
  it('search goes to /properties with the location, or without it when blank', () => {
    expect(propertySearchPath('Austin, TX')).toBe('/properties?location=Austin%2C%20TX');
    expect(propertySearchPath('   ')).toBe('/properties');
    expect(propertySearchPath('')).toBe('/properties');
  });

  it('property detail is /property/{id}', () => {
    expect(propertyDetailPath('abc')).toBe('/property/abc');
  });
});

describe('footer links', () => {
  it('lead to built pages, each once', () => {
    const links = [...FOOTER_COMMUNITY_LINKS, ...FOOTER_LEGAL_LINKS];
    for (const link of links) expect(matchSitePage(link.path), link.path).not.toBeNull();
    expect(new Set(links.map((link) => link.path)).size).toBe(links.length);
  });
});
