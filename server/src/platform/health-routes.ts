// GET /api/v1/health: version, database dialect and migration state (read at most once a second).

import { type Health, platformContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { migrationState } from '../db/migrate';
import { createRouter } from '../http/router';

/** How long one reading of the database's migration state answers health checks (one query a second at most). */
const PROBE_MAX_AGE_MS = 1000;

/**
 * The migration state, read from the database at most once per `maxAgeMs`: a check polled by load balancers and
 * monitors (or flooded) costs the database one query a second; a failed reading is not kept.
 */
export function recentMigrationState(db: AppDeps['db'], maxAgeMs = PROBE_MAX_AGE_MS) {
  let reading: { at: number; state: ReturnType<typeof migrationState> } | null = null;
  return () => {
    const now = performance.now();
    if (!reading || now - reading.at >= maxAgeMs) {
      const state = migrationState(db);
      const current = { at: now, state };
      reading = current;
      state.catch(() => {
        if (reading === current) reading = null;
      });
    }
    return reading.state;
  };
}

/** The health route, mounted at /api/v1. */
export function healthRoutes(deps: AppDeps) {
  const readMigrations = recentMigrationState(deps.db);
  return createRouter().openapi(routes.health, async (c) => {
    try {
      const migrations = await readMigrations();
      const status = migrations.upToDate ? 'ok' : 'degraded';
      const body = {
        status,
        version: deps.version,
        dialect: deps.dialect,
        database: 'up',
        migrations,
      } as const;
      return c.json(body, migrations.upToDate ? 200 : 503);
    } catch (err) {
      deps.logger.error('health check failed', { err });
      const migrations = { applied: 0, latest: null, pending: [], upToDate: false };
      const body = {
        status: 'degraded',
        version: deps.version,
        dialect: deps.dialect,
        database: 'down',
        migrations,
      };
      return c.json(body as Health, 503);
    }
  });
}
