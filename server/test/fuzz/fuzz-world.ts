// The world the endpoint fuzzer runs in: a test app with the site, billing (a local Stripe double) and a known
// signing key, callers (anonymous, a lister, a buyer who is a party of the lister's deals, an admin), resources
// they own, and the pool of real ids and slugs that path parameters sometimes take.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { createAccessTokens } from '../../src/auth/access-tokens';
import { openSession } from '../../src/auth/sessions';
import { loadSigningKey } from '../../src/auth/signing-key';
import { grantRole } from '../../src/users/users-repo';
import { startStripeDouble } from '../support/stripe-double';
import { createTestApp, type TestApp } from '../support/test-app';

/** Who a fuzz case calls as. */
export type CallerName = 'anonymous' | 'owner' | 'buyer' | 'admin';
export const SIGNED_IN_CALLERS = ['owner', 'buyer', 'admin'] as const;

interface Caller {
  userId: string;
  email: string;
  accessToken: string;
}

const AUTH_SECRET = 'fuzz-signing-key-0123456789abcdef0123456789';
/** The webhook secret of the world's billing: the fuzzer signs some webhook deliveries with it. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz';

/** Creates the app, the callers and their resources. */
export async function createFuzzWorld() {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'dealloop-fuzz-site-'));
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  const stripe = await startStripeDouble();
  const t: TestApp = await createTestApp({
    SITE_DIR: siteDir,
    AUTH_SECRET,
    ...stripe.env(STRIPE_WEBHOOK_SECRET),
  });

  // The fuzzer does not test durability: skip the fsync of every commit (rate-limit counters commit on most cases).
  if (t.dialect === 'sqlite') await sql`pragma synchronous = OFF`.execute(t.db);

  const ensure = async (res: Promise<{ status: number; text: string; data: any }>, expected: number) => {
    const done = await res;
    if (done.status !== expected) throw new Error(`fuzz world setup: ${done.status} ${done.text}`);
    return done.data;
  };

  const adminAccount = await t.signUp({ fullName: 'Ada Admin' });
  await grantRole(t.db, adminAccount.user.id, 'admin');
  const ownerAccount = await t.signUp({ fullName: 'Olive Owner' });
  // Pro: the owner's embed key and buyers list tools are paid features.
  await t.onPlan(ownerAccount, 'pro');
  const buyerAccount = await t.signUp({ fullName: 'Bea Buyer' });
  const admin = adminAccount.accessToken;
  const owner = ownerAccount.accessToken;
  const buyer = buyerAccount.accessToken;

  const listing = async (title: string, publish: boolean) => {
    const created = await ensure(
      t.call('POST', '/api/v1/properties', {
        token: owner,
        json: {
          title,
          location: '9 Elm St, Dallas, TX 75201',
          price: 150_000,
          propertyType: 'single_family',
        },
      }),
      201,
    );
    if (publish) {
      await ensure(
        t.call('POST', `/api/v1/properties/${created.id}/moderation`, {
          token: admin,
          json: { action: 'publish' },
        }),
        200,
      );
    }
    return created.id as string;
  };
  const sold = await listing('Brick ranch', true);
  const open = await listing('Corner duplex', true);
  await listing('Pending bungalow', false);

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const offer = (propertyId: string) =>
    ensure(
      t.call('POST', `/api/v1/properties/${propertyId}/offers`, {
        token: buyer,
        json: {
          amount: 140_000,
          earnestMoney: 5_000,
          closingDate: inDays(30).slice(0, 10),
          financingType: 'cash',
          message: 'Can close fast.',
        },
      }),
      201,
    );
  const accepted = await offer(sold);
  await ensure(
    t.call('POST', `/api/v1/offers/${accepted.id}/actions`, { token: owner, json: { action: 'accept' } }),
    200,
  );
  await offer(open);

  await ensure(t.call('PUT', `/api/v1/me/favorites/${open}`, { token: buyer }), 200);
  const avatar = new FormData();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();
  avatar.append('file', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
  avatar.append('purpose', 'avatar');
  await ensure(t.call('POST', '/api/v1/uploads', { token: owner, body: avatar }), 201);
  await ensure(
    t.call('PATCH', '/api/v1/me/profile', {
      token: owner,
      json: {
        fullName: 'Olive Owner',
        bio: 'Wholesaler in Dallas.',
        profileTemplate: 'attract_buyers',
        profilePublished: true,
      },
    }),
    200,
  );
  await ensure(
    t.call('POST', '/api/v1/me/business-cards', {
      token: owner,
      json: { fullName: 'Olive Owner', email: 'olive@example.com', phoneNumber: '(555) 123-4567' },
    }),
    201,
  );
  await ensure(
    t.call('POST', '/api/v1/me/embed-keys', {
      token: owner,
      json: { name: 'My site', allowedOrigins: ['https://www.example.com'] },
    }),
    201,
  );
  await ensure(
    t.call('POST', '/api/v1/me/saved-searches', {
      token: buyer,
      json: { name: 'Dallas deals', criteria: { location: 'Dallas, TX', maxPrice: 200_000 } },
    }),
    201,
  );
  const slot = await ensure(
    t.call('POST', `/api/v1/properties/${open}/open-houses`, {
      token: owner,
      json: { startsAt: inDays(2), endsAt: inDays(2.1), capacity: 10, notes: 'Park on the street.' },
    }),
    201,
  );
  await ensure(t.call('POST', `/api/v1/open-houses/${slot.id}/rsvp`, { token: buyer }), 201);
  await ensure(
    t.call('POST', '/api/v1/support/tickets', {
      token: buyer,
      json: { subject: 'Where is my offer?', category: 'offers', message: 'I sent an offer yesterday.' },
    }),
    201,
  );
  await ensure(
    t.call('POST', '/api/v1/reports', {
      token: buyer,
      json: { targetType: 'listing', targetId: open, reason: 'duplicate' },
    }),
    201,
  );
  await ensure(
    t.call('POST', '/api/v1/raffles', {
      token: admin,
      json: { title: 'Reviewer raffle', prize: 'A mug', periodStart: inDays(-7), periodEnd: inDays(-1) },
    }),
    201,
  );

  const callers: Record<(typeof SIGNED_IN_CALLERS)[number], Caller> = {
    owner: { userId: ownerAccount.user.id, email: ownerAccount.email, accessToken: owner },
    buyer: { userId: buyerAccount.user.id, email: buyerAccount.email, accessToken: buyer },
    admin: { userId: adminAccount.user.id, email: adminAccount.email, accessToken: admin },
  };

  /** Real ids, slugs and keys from every table, so id-shaped path parameters sometimes hit a row. */
  async function realIds(): Promise<string[]> {
    const ids = new Set<string>();
    const { rows: tables } =
      t.dialect === 'postgres'
        ? await sql<{ name: string }>`
            select table_name as name from information_schema.columns
            where table_schema = 'public' and column_name = 'id'`.execute(t.db)
        : await sql<{ name: string }>`
            select m.name from sqlite_master m, pragma_table_info(m.name) c
            where m.type = 'table' and c.name = 'id'`.execute(t.db);
    for (const { name } of tables) {
      if (name === 'sessions' || name === 'refresh_tokens' || name === 'kysely_migration') continue;
      const result = await sql.raw<{ id: unknown }>(`select id from "${name}" limit 20`).execute(t.db);
      for (const row of result.rows) ids.add(String(row.id));
    }
    const slugs = await sql<{ slug: string | null }>`
      select card_url as slug from business_cards union all select profile_slug as slug from profiles
      union all select key as slug from embed_keys
      union all select unsubscribe_token as slug from email_outbox
      union all select unsubscribe_token as slug from buyers_list_entries`.execute(t.db);
    for (const row of slugs.rows) if (row.slug) ids.add(row.slug);
    return [...ids];
  }

  /** The segment before a path parameter (`offers` in /offers/:id) to the rows it names, so ids often hit. */
  async function idsByResource(): Promise<Record<string, string[]>> {
    const column = async (query: string) =>
      (await sql.raw<{ v: unknown }>(query).execute(t.db)).rows.map((row) => String(row.v));
    const ids = (table: string) => column(`select id as v from "${table}" limit 50`);
    const cards = [
      ...(await ids('business_cards')),
      ...(await column('select card_url as v from business_cards')),
    ];
    return {
      properties: await ids('properties'),
      favorites: await ids('properties'),
      offers: await ids('offers'),
      contracts: await ids('contracts'),
      'open-houses': await ids('open_houses'),
      'saved-searches': await ids('saved_searches'),
      'business-cards': await ids('business_cards'),
      'embed-keys': await ids('embed_keys'),
      tickets: await ids('support_tickets'),
      raffles: await ids('raffles'),
      notifications: await ids('alerts'),
      users: await ids('users'),
      profiles: await ids('users'),
      'buyers-list': await ids('buyers_list_entries'),
      applications: await ids('moderator_applications'),
      cards,
      investors: await column('select profile_slug as v from profiles where profile_slug is not null'),
      roles: ['admin', 'moderator'],
      assets: ['swagger-ui.css', 'swagger-ui-bundle.js'],
      storage: await column('select distinct bucket as v from uploads'),
      // The object names of /storage/:bucket/:name (the segment before `:name` is `:bucket`).
      ':bucket': (await t.db.selectFrom('uploads').select(['object_name', 'variants']).execute()).flatMap(
        (upload) => [upload.object_name, ...upload.variants.map((variant) => variant.object_name)],
      ),
    };
  }

  const signingKey = loadSigningKey(t.config);
  /** Correctly signed tokens that are expired (a minute ago), and ones signed with another key. */
  const expiredTokens = createAccessTokens(signingKey, t.config.publicUrl, -60);
  const forgedTokens = createAccessTokens(new TextEncoder().encode('x'.repeat(48)), t.config.publicUrl, 900);
  const badTokens = [
    (await expiredTokens.issue(callers.owner.userId, 'no-session')).token,
    (await forgedTokens.issue(callers.admin.userId, 'no-session')).token,
  ];
  const { sid: ownerSessionId } = JSON.parse(
    Buffer.from(callers.owner.accessToken.split('.')[1]!, 'base64url').toString(),
  ) as { sid: string };
  badTokens.push((await expiredTokens.issue(callers.owner.userId, ownerSessionId)).token);
  badTokens.push((await forgedTokens.issue(callers.owner.userId, ownerSessionId)).token);

  /**
   * After a request that succeeded, a caller may have lost its session (sign-out, session list), been suspended
   * or had a role taken by the admin: give it back what the fuzz world needs, without an HTTP request (no
   * throttle), and outside the window the state digest compares.
   */
  async function heal() {
    for (const name of SIGNED_IN_CALLERS) {
      const caller = callers[name];
      const res = await t.app.request('/api/v1/auth/user', {
        headers: { authorization: `Bearer ${caller.accessToken}`, 'x-forwarded-for': '192.0.2.1' },
      });
      await res.arrayBuffer();
      if (name === 'admin') await grantRole(t.db, caller.userId, 'admin');
      if (res.status === 200) continue;
      await t.db
        .updateTable('users')
        .set({ suspended_at: null, suspension_reason: null, suspended_by: null })
        .where('id', '=', caller.userId)
        .execute();
      const issued = await openSession(t.db, t.deps.tokens, t.config, caller.userId, {
        userAgent: 'fuzz',
        ip: null,
      });
      caller.accessToken = issued.accessToken;
    }
  }

  return {
    t,
    callers,
    ids: await realIds(),
    idsByResource: await idsByResource(),
    badTokens,
    heal,
    async close() {
      await t.close();
      stripe.close();
      await rm(siteDir, { recursive: true, force: true });
    },
  };
}

/** The fuzz world of one test file. */
export type FuzzWorld = Awaited<ReturnType<typeof createFuzzWorld>>;
