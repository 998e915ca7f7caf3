// Test support for the profile and investor pages: fixtures as the API answers them. Tests only.
import type { MyProfile, PublicProfile } from './profiles-api';

/** A published profile as the public endpoints answer it to an anonymous visitor. */
export function makePublicProfile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    userId: '0193a5c0-0000-7000-8000-00000000beef',
    slug: 'jane-doe',
    path: '/real-estate-investor-jane-doe',
    fullName: 'Jane Doe',
    companyName: 'Doe Homes',
    website: null,
    bio: 'I buy houses in Dallas.',
    specialty: 'Fix and flip',
    profileTemplate: 'attract_both',
    avatarUrl: null,
    companyLogo: null,
    markets: ['TX', 'OK'],
    memberSince: '2026-01-15T00:00:00.000Z',
    email: null,
    phone: null,
    publishedListings: 0,
    verifiedFunds: null,
    ...overrides,
  };
}

/** The signed-in user's own profile. */
export function makeMyProfile(overrides: Partial<MyProfile> = {}): MyProfile {
  return {
    userId: 'user-buyer@dealloop.local',
    fullName: 'Bea Buyer',
    email: 'buyer@dealloop.local',
    phone: '(214) 555-0142',
    companyName: 'Bea Capital',
    website: null,
    address: null,
    bio: null,
    specialty: null,
    profileTemplate: null,
    profilePublished: false,
    avatarUrl: null,
    companyLogo: null,
    onboardingCompleted: true,
    slug: null,
    markets: [],
    ...overrides,
  };
}
