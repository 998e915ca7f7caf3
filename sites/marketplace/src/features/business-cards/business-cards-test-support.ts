// Test support for the business card pages and the SDK snippets' card picker: fixtures as the API answers them
// and the path tests fake. Tests only.
import type { PublicBusinessCard } from './business-cards-api';

/** The caller's business cards API, as tests fake it. */
export const MY_CARDS_PATH = '/api/v1/me/business-cards';

/** An active card as GET /cards/{ref} answers it. */
export function makePublicCard(overrides: Partial<PublicBusinessCard> = {}): PublicBusinessCard {
  return {
    id: '0193a5c0-0000-7000-8000-00000000ca4d',
    cardUrl: 'ana-ruiz-0193a5c0',
    fullName: 'Ana Ruiz',
    email: 'ana@example.com',
    phoneNumber: '(214) 555-0199',
    companyName: 'Ruiz Realty',
    companyLogo: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    profilePath: null,
    avatarUrl: null,
    ...overrides,
  };
}
