// Starts one server process: database, migrations, demo data on first start, HTTP, and graceful shutdown.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createOfflineProvider, loadGazetteer } from '@dealloop/geo';
import { serve } from '@hono/node-server';
import pkg from '../package.json' with { type: 'json' };
import { createApp } from './app';
import type { AppDeps } from './app-env';
import { createAccessTokens } from './auth/access-tokens';
import { loadSigningKey } from './auth/signing-key';
import { startEarnestDeadlineSweep } from './closing/earnest-deadline-sweep';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { createGeocoder } from './geo/geocoder';
import { capConnections, SERVER_LIMITS, type ServerLimits, serverOptionsOf } from './http/server-limits';
import { createLogger, type Logger } from './logger';
import { startOutboxWorker } from './mail/outbox-worker';
import { createMailTransport } from './mail/transport';
import { startOfferExpirySweep } from './offers/offer-expiry-sweep';
import { moveProofsOfFundsToPrivateStorage } from './offers/proof-of-funds';
import { startOpenHouseReminderSweep } from './open-houses/open-house-reminders';
import { createInProcessAlertBus } from './realtime/alert-bus';
import { createPostgresAlertBus } from './realtime/postgres-alert-bus';
import { startSavedSearchDigests } from './saved-searches/saved-search-digest';
import { createSearchService, SEARCH_SNAPSHOT_FILE } from './search/search-service';
import { DEMO_SELLER_PASSWORD, seedDemoAccounts } from './seed/demo-accounts';
import { demoSeedDepsOf, FIRST_START_DEMO_LISTINGS, seedDemoListings } from './seed/seed-demo-listings';
import { loadSiteBundle } from './site/site-bundle';
import { createSmsSender } from './sms/sms-sender';
import { startSmsWorker } from './sms/sms-worker';
import { createLocalFileStore } from './storage/file-store';
import { createS3FileStore } from './storage/s3-file-store';

/** A running server process. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), then closes the database. */
  close(graceMs?: number): Promise<void>;
}

/** Opens the database, applies migrations and builds the dependencies of the app. */
export async function prepare(
  config: Config,
  logger: Logger,
): Promise<{ deps: AppDeps; database: DatabaseHandle }> {
  const database = openDatabase(config.databaseUrl, { poolMax: config.pgPoolMax });
  const applied = await migrateToLatest(database.db);
  if (applied.length) logger.info('migrations applied', { applied });
  const files = config.storageS3
    ? createS3FileStore(config.storageS3)
    : createLocalFileStore(path.join(config.dataDir, 'storage'));
  const movedProofs = await moveProofsOfFundsToPrivateStorage({ db: database.db, files });
  if (movedProofs) logger.info('proofs of funds moved to private storage', { count: movedProofs });
  const gazetteer = await loadGazetteer();
  const search = createSearchService({
    db: database.db,
    publicUrl: config.publicUrl,
    logger,
    useIndex: config.searchIndex,
    snapshotFile: path.join(config.dataDir, SEARCH_SNAPSHOT_FILE),
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    dialect: database.dialect,
    logger,
    tokens: createAccessTokens(loadSigningKey(config), config.publicUrl, config.accessTokenTtlSeconds),
    files,
    geo: createGeocoder(createOfflineProvider(gazetteer), gazetteer),
    version: pkg.version,
    site: loadSiteBundle(config.siteDir),
    search,
    // Postgres: LISTEN/NOTIFY reaches the streams of every process, and tells this process's search index of
    // other processes' listing writes; SQLite serves one process.
    alertBus:
      database.dialect === 'postgres'
        ? await createPostgresAlertBus({
            connectionString: config.databaseUrl,
            logger,
            onListingsChanged: () => search.changed(),
          })
        : createInProcessAlertBus(),
  };
  if (!deps.site) logger.warn('the site is not built: only the API is served', { siteDir: config.siteDir });
  return { deps, database };
}

async function seedOnFirstStart(deps: AppDeps): Promise<void> {
  if (!deps.config.demoData) return;
  const anyUser = await deps.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return;
  const created = await seedDemoAccounts(deps.db, deps.config.passwordHashCost);
  for (const account of created) {
    deps.logger.info('demo account created', {
      email: account.email,
      password: account.password,
      roles: account.roles,
    });
  }
  // Another process starting on the same empty database at the same moment created the accounts: it seeds.
  if (!created.length) return;
  try {
    const result = await seedDemoListings(await demoSeedDepsOf(deps.db, deps.files, deps.config), {
      count: FIRST_START_DEMO_LISTINGS,
    });
    deps.logger.info('demo listings created', {
      listings: result.listings,
      uploads: result.uploads,
      ms: result.ms,
      sellers: result.createdAccounts.map((account) => account.email),
      sellerPassword: DEMO_SELLER_PASSWORD,
    });
  } catch (err) {
    deps.logger.error('demo listings could not be created; `pnpm seed --listings 300` adds them', { err });
  }
}

/** Starts the HTTP server on the configured port, with its timeouts and connection cap (`limits`). */
export async function startServer(
  config: Config,
  logger = createLogger(config.logLevel),
  limits: ServerLimits = SERVER_LIMITS,
): Promise<RunningServer> {
  const { deps, database } = await prepare(config, logger);
  await seedOnFirstStart(deps);
  void deps.search.load();
  const app = createApp(deps);
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve(
      {
        fetch: app.fetch,
        port: config.port,
        hostname: config.host,
        serverOptions: serverOptionsOf(limits),
      },
      () => resolve(s),
    );
    s.once('error', reject);
  });
  capConnections(server, limits);
  const port = (server.address() as AddressInfo).port;
  startOfferExpirySweep(deps, server);
  const mailWorker = startOutboxWorker(
    {
      db: deps.db,
      dialect: deps.dialect,
      logger,
      transport: createMailTransport(config, logger),
      publicUrl: config.publicUrl,
      mailFrom: config.mailFrom,
      postalAddress: config.mailPostalAddress,
    },
    config.mailPollMs,
  );
  const smsWorker = startSmsWorker(
    {
      db: deps.db,
      dialect: deps.dialect,
      logger,
      sender: createSmsSender(config),
      publicUrl: config.publicUrl,
    },
    config.smsPollMs,
  );
  startSavedSearchDigests(deps, server);
  startOpenHouseReminderSweep(deps, server);
  startEarnestDeadlineSweep(deps, server);
  const url = `http://localhost:${port}`;
  logger.info('server started', {
    url,
    publicUrl: config.publicUrl,
    dialect: deps.dialect,
    version: deps.version,
  });

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    close(graceMs = 10_000) {
      closing ??= (async () => {
        logger.info('shutting down: no new connections, finishing requests in flight');
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        if ('closeIdleConnections' in server) server.closeIdleConnections();
        // Ends the open alert streams (clients reconnect elsewhere with their Last-Event-ID).
        await deps.alertBus.close();
        const force = setTimeout(() => {
          if ('closeAllConnections' in server) server.closeAllConnections();
        }, graceMs);
        await closed;
        clearTimeout(force);
        // The next start reads the index back instead of building it from SQL.
        deps.search.save();
        // Lets the email being sent finish and records it before the database closes.
        await mailWorker.stop();
        await smsWorker.stop();
        await database.close();
        logger.info('shutdown complete');
      })();
      return closing;
    },
  };
}
