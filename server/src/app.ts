// Composes the HTTP app: middleware, every route module, the OpenAPI document and the one error path.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { AppDeps, AppEnv } from './app-env';
import { authenticate } from './auth/auth-middleware';
import { createErrorHandler, errorResponse } from './http/error-handler';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { apiReferenceRoutes } from './routes/api-reference';
import { authRoutes } from './routes/auth';
import { consentRoutes } from './routes/consents';
import { geocodingFunctionRoutes } from './routes/geocoding-functions';
import { healthRoutes } from './routes/health';
import { propertyRoutes } from './routes/properties';
import { siteRoutes } from './routes/site';
import { storedFileRoutes } from './routes/stored-files';
import { UPLOAD_PATH, uploadRoutes } from './routes/uploads';

const JSON_BODY_LIMIT = 1024 * 1024;

function jsonBodyLimit(): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => errorResponse(c, 413, 'payload_too_large', 'The request body is too large.'),
  });
  return (c, next) => (c.req.path === UPLOAD_PATH ? next() : limit(c, next));
}

/** Builds the app over its dependencies; the same app serves tests (app.request) and the real server. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', requestLog(deps.logger));
  app.use('/api/*', jsonBodyLimit());
  app.use('/api/*', authenticate(deps));

  app.route('/api/v1', healthRoutes(deps));
  app.route('/api/v1/auth', authRoutes(deps));
  app.route('/api/v1', uploadRoutes(deps));
  app.route('/api/v1', consentRoutes(deps));
  app.route('/api/v1', propertyRoutes(deps));
  app.route('/api/v1/functions', geocodingFunctionRoutes(deps));
  app.route('/api/v1', apiReferenceRoutes());
  app.route('/storage', storedFileRoutes(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/api/v1/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'DealLoop API',
      version: deps.version,
      description: 'The API of the DealLoop wholesale real-estate marketplace.',
    },
    servers: [{ url: deps.config.publicUrl }],
  });

  // Last: every other GET is a page of the site (or its 404 page).
  app.route('/', siteRoutes(deps));

  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}.`));
  app.onError(createErrorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
