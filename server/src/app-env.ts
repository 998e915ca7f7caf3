// The types shared by the app and its route modules: dependencies and per-request variables.

import type { Role } from '@dealloop/core';
import type { Kysely } from 'kysely';
import type { AccessTokens } from './auth/access-tokens';
import type { Config } from './config';
import type { Dialect } from './db/connect';
import type { Database, User } from './db/schema';
import type { EmbedCaller } from './embed/embed-chat-access';
import type { Geocoder } from './geo/geocoder';
import type { Logger } from './logger';
import type { AlertBus } from './realtime/alert-bus';
import type { SearchService } from './search/search-service';
import type { SiteBundle } from './site/site-bundle';
import type { FileStore } from './storage/file-store';

/** What every route module is built from. */
export interface AppDeps {
  readonly config: Config;
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly logger: Logger;
  readonly tokens: AccessTokens;
  readonly files: FileStore;
  readonly geo: Geocoder;
  readonly version: string;
  /** The built site, or null when it was not built (the API works without it). */
  readonly site: SiteBundle | null;
  /** Listing search (the in-process index, or SQL). */
  readonly search: SearchService;
  /** Tells alert streams, in this process or (Postgres) any, that alerts have committed. */
  readonly alertBus: AlertBus;
}

/** The signed-in caller, resolved from the bearer token on every request. */
export interface AuthContext {
  user: User;
  fullName: string | null;
  session: { id: string; createdAt: string; expiresAt: string };
  roles: Role[];
}

/** Hono environment of the app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    auth: AuthContext | null;
    /** Set on chat requests from a host page with a valid embed key and an allowed origin (embed/). */
    embed: EmbedCaller | undefined;
  };
}
