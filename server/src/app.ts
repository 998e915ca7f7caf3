// Composes the HTTP app: middleware, every route module, the OpenAPI document and the one error path.

import { accountRoutes } from './accounts/account-routes';
import { authRoutes } from './accounts/auth-routes';
import { consentRoutes } from './accounts/consent-routes';
import { sessionRoutes } from './accounts/session-routes';
import { adminRoutes } from './admin/admin-routes';
import { adminMailboxRoutes } from './alerts/admin-mailbox-routes';
import { alertStreamRoutes } from './alerts/alert-stream-routes';
import { emailRoutes } from './alerts/email-routes';
import { notificationRoutes } from './alerts/notification-routes';
import type { AppDeps } from './app-env';
import { authenticate } from './auth/auth-middleware';
import { billingRoutes } from './billing/billing-routes';
import { planUsageRoutes } from './billing/plan-usage-routes';
import { businessCardRoutes } from './business-cards/business-cards-routes';
import { buyersListConfirmRoutes } from './buyers-list/buyers-list-confirm-routes';
import { buyersListRoutes } from './buyers-list/buyers-list-routes';
import { closingRoutes } from './closing/closing-routes';
import { contractRoutes } from './contracts/contracts-routes';
import { embedKeyRoutes } from './embed/embed-key-routes';
import { sdkFileRoutes } from './embed/sdk-file-routes';
import { favoriteRoutes } from './favorites/favorites-routes';
import { geocodingFunctionRoutes } from './geocoding/geocoding-routes';
import { createErrorHandler, errorResponse } from './http/error-handler';
import { jsonBodyLimit } from './http/json-body-limit';
import { compressJson } from './http/json-compression';
import { privateAnswers } from './http/private-answers';
import { publicReadCors } from './http/public-read-cors';
import { requestId } from './http/request-id';
import { requestLog } from './http/request-log';
import { createRouter } from './http/router';
import { securityHeaders } from './http/security-headers';
import { textSafetyGuard } from './http/text-safety-guard';
import { investorRoutes } from './investors/investors-routes';
import { listerRoutes } from './listers/listers-routes';
import { countyRoutes } from './listings/counties-routes';
import { listingEditRoutes } from './listings/listing-edits-routes';
import { propertyRoutes } from './listings/listings-routes';
import { myListingRoutes } from './listings/my-listings-routes';
import { chatRoutes } from './loop/loop-routes';
import { contentReportRoutes } from './moderation/content-reports-routes';
import { moderationRoutes } from './moderation/moderation-routes';
import { moderatorApplicationRoutes } from './moderation/moderator-applications-routes';
import { raffleRoutes } from './moderation/raffles-routes';
import { offerRoutes } from './offers/offers-routes';
import { openHouseRoutes } from './open-houses/open-houses-routes';
import { apiReferenceRoutes } from './platform/api-reference-routes';
import { healthRoutes } from './platform/health-routes';
import { profileRoutes } from './profiles/profiles-routes';
import { fundsVerificationRoutes } from './proof-of-funds/funds-verification-routes';
import { siteRoutes } from './routes/site';
import { savedSearchRoutes } from './saved-searches/saved-searches-routes';
import { smsRoutes } from './sms/sms-routes';
import { smsWebhookRoutes } from './sms/sms-webhook-routes';
import { storedFileRoutes } from './storage/stored-file-routes';
import { supportTicketRoutes } from './support/support-routes';
import { DEAL_DOCUMENT_UPLOAD_PATH } from './title/deal-documents';
import { titleRoutes } from './title/title-routes';
import { UPLOAD_PATH, uploadRoutes } from './uploads/uploads-routes';

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the app over its dependencies; the same app serves tests (app.request) and the real server. */
export function createApp(deps: AppDeps) {
  const app = createRouter();
  app.use('*', requestId());
  app.use('*', requestLog(deps.logger));
  app.use(
    '*',
    securityHeaders({
      publicUrl: deps.config.publicUrl,
      template: deps.site?.template ?? null,
      trustProxy: deps.config.trustProxy,
      mapOrigins: deps.config.map.origins,
    }),
  );
  // The SDK and the public reads its widgets make from host pages, readable from any origin.
  const crossOriginReads = publicReadCors({ exposeHeaders: ['Content-Disposition'] });
  for (const path of [
    '/sdk/*',
    '/api/v1/properties',
    '/api/v1/properties/:id',
    '/api/v1/cards/:cardUrlOrId',
    '/api/v1/cards/:cardUrlOrId/vcard',
  ]) {
    app.use(path, crossOriginReads);
  }
  app.use('/api/*', privateAnswers());
  // The JSON those widgets read, compressed for clients that accept br or gzip (no stream passes here).
  for (const path of ['/api/v1/properties', '/api/v1/properties/:id', '/api/v1/cards/:cardUrlOrId']) {
    app.use(path, compressJson());
  }
  // The upload routes read their own (multipart) bodies with their own limits: nothing before them may.
  const ownBodies = [UPLOAD_PATH, DEAL_DOCUMENT_UPLOAD_PATH];
  app.use('/api/*', jsonBodyLimit({ maxSize: JSON_BODY_LIMIT, exceptPath: ownBodies }));
  app.use('/api/*', textSafetyGuard({ exceptPath: ownBodies }));
  app.use('/api/*', authenticate(deps));

  app.route('/api/v1', healthRoutes(deps));
  app.route('/api/v1', authRoutes(deps));
  app.route('/api/v1', sessionRoutes(deps));
  app.route('/api/v1', accountRoutes(deps));
  app.route('/api/v1', uploadRoutes(deps));
  app.route('/api/v1', consentRoutes(deps));
  app.route('/api/v1', propertyRoutes(deps));
  app.route('/api/v1', moderationRoutes(deps));
  app.route('/api/v1', listingEditRoutes(deps));
  app.route('/api/v1', contentReportRoutes(deps));
  app.route('/api/v1', moderatorApplicationRoutes(deps));
  app.route('/api/v1', raffleRoutes(deps));
  app.route('/api/v1', countyRoutes(deps));
  app.route('/api/v1', notificationRoutes(deps));
  app.route('/api/v1', alertStreamRoutes(deps));
  app.route('/api/v1', offerRoutes(deps));
  app.route('/api/v1', contractRoutes(deps));
  app.route('/api/v1', myListingRoutes(deps));
  app.route('/api/v1', favoriteRoutes(deps));
  app.route('/api/v1', emailRoutes(deps));
  app.route('/api/v1', adminMailboxRoutes(deps));
  app.route('/api/v1', smsRoutes(deps));
  app.route('/api/v1', smsWebhookRoutes(deps));
  app.route('/api/v1', adminRoutes(deps));
  app.route('/api/v1', savedSearchRoutes(deps));
  app.route('/api/v1', buyersListRoutes(deps));
  app.route('/api/v1', buyersListConfirmRoutes(deps));
  app.route('/api/v1', openHouseRoutes(deps));
  app.route('/api/v1', listerRoutes(deps));
  app.route('/api/v1', profileRoutes(deps));
  app.route('/api/v1', investorRoutes(deps));
  app.route('/api/v1', businessCardRoutes(deps));
  app.route('/api/v1', embedKeyRoutes(deps));
  app.route('/api/v1', billingRoutes(deps));
  app.route('/api/v1', planUsageRoutes(deps));
  app.route('/api/v1', supportTicketRoutes(deps));
  app.route('/api/v1', chatRoutes(deps));
  app.route('/api/v1', geocodingFunctionRoutes(deps));
  app.route('/api/v1', titleRoutes(deps));
  app.route('/api/v1', fundsVerificationRoutes(deps));
  app.route('/api/v1', closingRoutes(deps));
  app.route('/api/v1', apiReferenceRoutes());
  app.route('/storage', storedFileRoutes(deps));
  app.route('/sdk', sdkFileRoutes(deps));

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
  // Pages carry the first API answers they show, asked in-process as an anonymous visitor (site/first-data.ts).
  app.route(
    '/',
    siteRoutes(deps, (pathWithQuery) => app.request(pathWithQuery)),
  );

  app.notFound((c) => errorResponse(c, 404, 'not_found', `No route for ${c.req.method} ${c.req.path}.`));
  app.onError(createErrorHandler(deps.logger));
  return app;
}

export type App = ReturnType<typeof createApp>;
