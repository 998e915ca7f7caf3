// The demo accounts created on first start with an empty database (and by `pnpm seed --reset`).

import type { Role } from '@dealloop/core';
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { isoNow } from '../db/time';
import { createUser, grantRole } from '../users/users-repo';

/** One demo account; the README lists the same sign-in details. */
export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  roles: Role[];
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
    profile: {
      company_name: 'Bailey Capital Homes',
      phone: '(469) 555-0187',
      bio: 'Cash buyer of light-rehab rentals in Texas.',
      specialty: 'Buy and hold',
      profile_template: 'attract_sellers',
    },
  },
];

/** Creates the demo accounts that do not exist yet; answers the ones it created. */
export async function seedDemoAccounts(
  db: Kysely<Database>,
  passwordHashCost: number,
): Promise<DemoAccount[]> {
  const created: DemoAccount[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await createUser(db, {
      email: account.email,
      passwordHash: await hashPassword(account.password, passwordHashCost),
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
    created.push(account);
  }
  return created;
}
