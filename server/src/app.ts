// Composes the HTTP app: middleware, every route module, the OpenAPI document and the one error path.
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-env';
import { authenticate } from './auth/auth-middleware';
import { createErrorHandler, errorResponse } from './http/error-handler';
import { jsonBodyLimit } from './http/json-body-limit';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { accountRoutes } from './routes/account';
import { adminMailboxRoutes } from './routes/admin-mailbox';
import { alertStreamRoutes } from './routes/alert-stream';
import { apiReferenceRoutes } from './routes/api-reference';
import { authRoutes } from './routes/auth';
import { businessCardRoutes } from './routes/business-cards';
import { chatRoutes } from './routes/chat';
import { consentRoutes } from './routes/consents';
import { contractRoutes } from './routes/contracts';
import { countyRoutes } from './routes/counties';
import { emailRoutes } from './routes/email';
import { favoriteRoutes } from './routes/favorites';
import { geocodingFunctionRoutes } from './routes/geocoding-functions';
import { healthRoutes } from './routes/health';
import { investorRoutes } from './routes/investors';
import { listerRoutes } from './routes/listers';
import { myListingRoutes } from './routes/my-listings';
import { notificationRoutes } from './routes/notifications';
import { offerRoutes } from './routes/offers';
import { profileRoutes } from './routes/profiles';
import { propertyRoutes } from './routes/properties';
import { savedSearchRoutes } from './routes/saved-searches';
import { sessionRoutes } from './routes/sessions';
import { siteRoutes } from './routes/site';
import { storedFileRoutes } from './routes/stored-files';
import { UPLOAD_PATH, uploadRoutes } from './routes/uploads';

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the app over its dependencies; the same app serves tests (app.request) and the real server. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', requestId({ headerName: 'X-Request-Id' }));
  app.use('*', requestLog(deps.logger));
  app.use('/api/*', jsonBodyLimit({ maxSize: JSON_BODY_LIMIT, exceptPath: UPLOAD_PATH }));
  app.use('/api/*', authenticate(deps));

  app.route('/api/v1', healthRoutes(deps));
  app.route('/api/v1/auth', authRoutes(deps));
  app.route('/api/v1/auth', sessionRoutes(deps));
  app.route('/api/v1', accountRoutes(deps));
  app.route('/api/v1', uploadRoutes(deps));
  app.route('/api/v1', consentRoutes(deps));
  app.route('/api/v1', propertyRoutes(deps));
  app.route('/api/v1', countyRoutes(deps));
  app.route('/api/v1', notificationRoutes(deps));
  app.route('/api/v1', alertStreamRoutes(deps));
  app.route('/api/v1', offerRoutes(deps));
  app.route('/api/v1', contractRoutes(deps));
  app.route('/api/v1', myListingRoutes(deps));
  app.route('/api/v1', favoriteRoutes(deps));
  app.route('/api/v1', emailRoutes(deps));
  app.route('/api/v1', adminMailboxRoutes(deps));
  app.route('/api/v1', savedSearchRoutes(deps));
  app.route('/api/v1', listerRoutes(deps));
  app.route('/api/v1', profileRoutes(deps));
  app.route('/api/v1', investorRoutes(deps));
  app.route('/api/v1', businessCardRoutes(deps));
  app.route('/api/v1/functions', geocodingFunctionRoutes(deps));
  app.route('/api/v1/functions', chatRoutes(deps));
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
