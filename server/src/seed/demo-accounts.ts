// The demo accounts created on first start with an empty database (and by `pnpm seed --reset`), and the demo
// sellers who own the demo listings.

import type { PlanId, Role } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { ensurePublishedSlug } from '../profiles/profiles-repo';
import { createUser, grantRole } from '../users/users-repo';

/** One demo account; the README lists the same sign-in details. */
export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  roles: Role[];
  /** A paid plan the account is on from the start (no invoice); Free without. */
  plan?: PlanId;
  /** The states the profile names as its markets (the investors directory's state filter finds it there). */
  markets?: readonly string[];
  profile: {
    company_name?: string;
    phone?: string;
    bio?: string;
    specialty?: string;
    profile_template?: string;
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'admin@dealloop.local',
    password: 'dealloop-admin',
    fullName: 'Avery Admin',
    roles: ['admin'],
    profile: { company_name: 'DealLoop' },
  },
  {
    email: 'moderator@dealloop.local',
    password: 'dealloop-moderator',
    fullName: 'Morgan Moderator',
    roles: ['moderator'],
    profile: { company_name: 'DealLoop' },
  },
  {
    email: 'wholesaler@dealloop.local',
    password: 'dealloop-wholesaler',
    fullName: 'Wes Wholesaler',
    roles: [],
    // Pro: the buyers list import, deal emails and embed keys the demo (and the browser journeys) show.
    plan: 'pro',
    markets: ['TX'],
    profile: {
      company_name: 'Lone Star Wholesale Deals',
      phone: '(214) 555-0142',
      bio: 'Off-market single-family deals across Dallas-Fort Worth, under contract and ready to assign.',
      specialty: 'Single-family flips',
      profile_template: 'attract_buyers',
    },
  },
  {
    email: 'buyer@dealloop.local',
    password: 'dealloop-buyer',
    fullName: 'Bailey Buyer',
    roles: [],
    markets: ['TX', 'OK'],
    profile: {
      company_name: 'Bailey Capital Homes',
      phone: '(469) 555-0187',
      bio: 'Cash buyer of light-rehab rentals in Texas.',
      specialty: 'Buy and hold',
      profile_template: 'attract_sellers',
    },
  },
];

/** The password of every demo seller account. */
export const DEMO_SELLER_PASSWORD = 'dealloop-seller';

const seller = (
  email: string,
  fullName: string,
  company_name: string,
  phone: string,
  bio: string,
  specialty: string,
  markets: readonly string[],
): DemoAccount => ({
  email,
  password: DEMO_SELLER_PASSWORD,
  fullName,
  roles: [],
  markets,
  profile: { company_name, phone, bio, specialty, profile_template: 'attract_buyers' },
});

/**
 * Regional wholesalers who own the demo listings outside Texas (Texas is the demo wholesaler's), keyed like
 * `DemoOwnerKey` in demo-listings.ts. Created by the demo listings seed, not on their own.
 */
export const DEMO_SELLERS = {
  southeast: seller(
    'seller-southeast@dealloop.local',
    'Tasha Greene',
    'Peachtree Property Partners',
    '(404) 555-0163',
    'Off-market houses across Atlanta, Charlotte, Tampa, Jacksonville and Birmingham.',
    'Light-rehab flips',
    ['GA', 'NC', 'FL', 'AL'],
  ),
  midwest: seller(
    'seller-midwest@dealloop.local',
    'Marcus Kowalski',
    'Lakefront Deal Flow',
    '(216) 555-0118',
    'Cash-flowing rentals and flips in Cleveland, Detroit, Columbus, Indianapolis and Chicago.',
    'Buy-and-hold rentals',
    ['OH', 'MI', 'IN', 'IL'],
  ),
  central: seller(
    'seller-central@dealloop.local',
    'Renee Dubois',
    'Gateway Wholesale Co.',
    '(314) 555-0190',
    'Assignments in St. Louis, Kansas City, Memphis, Oklahoma City and New Orleans.',
    'BRRRR deals',
    ['MO', 'TN', 'OK', 'LA'],
  ),
  northeast: seller(
    'seller-northeast@dealloop.local',
    'Danny Russo',
    'Rowhouse Capital',
    '(215) 555-0134',
    'Rowhomes and small multifamily in Philadelphia, Baltimore and the Northeast.',
    'Rowhomes and small multifamily',
    ['PA', 'MD'],
  ),
  west: seller(
    'seller-west@dealloop.local',
    'Lena Ortiz',
    'Desert Sun Deals',
    '(602) 555-0175',
    'Stucco ranches and lots in Phoenix, Tucson, Las Vegas and the West.',
    'Phoenix-area flips',
    ['AZ', 'NV'],
  ),
} as const satisfies Record<string, DemoAccount>;

/** Creates the demo accounts that do not exist yet (all of DEMO_ACCOUNTS by default); answers the ones it created. */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  passwordHashCost: number,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  // Accounts sharing a password (the demo sellers) share its hash: scrypt runs once per password.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    const known = hashes.get(password);
    if (known) return known;
    const hash = hashPassword(password, passwordHashCost);
    hashes.set(password, hash);
    return hash;
  };
  for (const account of accounts) {
    const user = await createUser(db, {
      email: account.email,
      passwordHash: await hashOf(account.password),
      fullName: account.fullName,
    });
    if (!user) continue;
    for (const role of account.roles) await grantRole(db, user.id, role);
    await db
      .updateTable('profiles')
      .set({
        ...account.profile,
        onboarding_completed: true,
        profile_published: account.profile.profile_template !== undefined,
        updated_at: isoNow(),
      })
      .where('user_id', '=', user.id)
      .execute();
    if (account.markets?.length) {
      await db
        .insertInto('profile_markets')
        .values(account.markets.map((state) => ({ user_id: user.id, state })))
        .execute();
    }
    await ensurePublishedSlug(db, user.id);
    if (account.plan) {
      await db
        .insertInto('billing_customers')
        .values({ user_id: user.id, stripe_customer_id: null, plan_id: account.plan, updated_at: isoNow() })
        .execute();
    }
    created.push(account);
  }
  return created;
}
