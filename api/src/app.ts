import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import { passwordResetRoutes } from './accounts/password-reset.routes';
import { dataRightsRoutes } from './privacy/data-rights.routes';
import { profileRoutes } from './accounts/profile.routes';
import { registrationRoutes } from './accounts/registration.routes';
import { addressRoutes } from './addresses/addresses.routes';
import { pageViewRoutes } from './analytics/page-views.routes';
import { authPlugin } from './auth/auth.plugin';
import { authRoutes } from './auth/auth.routes';
import { cartRoutes } from './cart/cart.routes';
import { cartFormRoutes } from './cart/cart-form.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { catalogueCachePlugin } from './catalog/catalogue-cache.plugin';
import type { Config } from './config/config';
import { contactFormRoutes } from './contacts/contact-form.routes';
import { consentFormRoutes } from './privacy/consent-form.routes';
import { contactRoutes } from './contacts/contacts.routes';
import { staffMessageRoutes } from './contacts/staff-messages.routes';
import { countriesRoutes } from './countries/countries.routes';
import { databasePlugin } from './database/database.plugin';
import { shippingRatesRoutes } from './delivery/shipping-rates.routes';
import type { DatabaseConnection } from './database/engine';
import { healthRoutes } from './health/health.routes';
import { housekeepingPlugin } from './housekeeping/housekeeping.plugin';
import { nightlyBackupsPlugin } from './backups/nightly-backups.plugin';
import { crossSiteRequests } from './http/cross-site-requests';
import { secretBoxPlugin } from './staff/secret-box.plugin';
import { HttpError } from './http/http-error';
import { loggedRequest, ShopLogController } from './http/logged-url';
import { personalAnswers } from './http/personal-answers';
import { requestIdOf } from './http/request-id';
import { serializerCompiler } from './http/json-serializer';
import { rateLimitsPlugin } from './http/rate-limits';
import { schemaRefusal } from './http/schema-refusal';
import { securityHeaders } from './http/security-headers';
import { mailPlugin } from './mail/mail.plugin';
import { mediaRoutes } from './media/media.routes';
import { metricsPlugin } from './metrics/metrics.plugin';
import { orderRoutes } from './orders/orders.routes';
import { documentRoutes } from './invoices/documents.routes';
import { staffOrderRoutes } from './orders/staff-orders.routes';
import { ShopRoutes } from './pages/shop-routes';
import { sitemapRoutes } from './pages/sitemap.routes';
import { paymentsPlugin } from './payments/payments.plugin';
import { testShopNotice } from './payments/test-shop-notice';
import { cartPromoRoutes } from './promo/cart-promo.routes';
import { promoCodeRoutes } from './promo/promo-codes.routes';
import { auditRoutes } from './audit/audit.routes';
import { refundRoutes } from './refunds/refunds.routes';
import { todayRoutes } from './today/today.routes';
import { recordSellerIdentity } from './invoices/seller-identities';
import { Deployments } from './remotes/deployments';
import { searchSynonymRoutes } from './search/search-synonyms.routes';
import { searchRoutes } from './search/search.routes';
import { searchesMadePlugin, searchesMadeRoutes } from './search/searches-made.routes';
import { stockNotificationRoutes } from './stock-notifications/stock-notifications.routes';
import { staffStockRoutes } from './stock/staff-stock.routes';
import { staffProductRoutes } from './staff-catalogue/staff-products.routes';
import { staffCategoryRoutes } from './staff-catalogue/staff-categories.routes';
import { staffRecipeRoutes } from './staff-catalogue/staff-recipes.routes';
import { homePageRoutes } from './home-page/home-page.routes';
import { serveApps } from './serving/serve-apps';
import { secondFactorRoutes } from './staff/second-factor.routes';
import { sessionRoutes } from './sessions/sessions.routes';
import { teamRoutes } from './team/team.routes';
import { staffCustomerRoutes } from './customers/staff-customers.routes';

export const requestBodyLimit = 64 * 1024;

/** The whole shop server: the API under /api, product pictures under /media and, when built, the site itself. */
export async function buildApp(
  config: Config,
  connection: DatabaseConnection,
  {
    logStream,
  }: {
    /** Where the log goes (standard output by default): tests read it. */
    logStream?: DestinationStream;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Addresses are logged without their secrets (payment and e-mail link tokens, a cart's id).
    logger: { level: config.logLevel, serializers: { req: loggedRequest }, ...(logStream ? { stream: logStream } : {}) },
    logController: new ShopLogController(),
    bodyLimit: requestBodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // A client gets this long to send a whole request: a slow body cannot hold a connection open.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Node enforces it only with a headers timeout no longer than it, and checks every 30 s by default:
    // a body trickled byte by byte would get that much more.
    http: { headersTimeout: config.requestTimeoutSeconds * 1000, connectionsCheckingInterval: 1000 },
    // An idle connection is dropped after the same time; keep-alive connections after 5 s of quiet.
    connectionTimeout: config.requestTimeoutSeconds * 1000,
    keepAliveTimeout: 5000,
  });
  // Every route declares its params, query, body and answers with the contract's zod schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request arrives, so every answer carries it, errors included; no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  const { shellDir } = config;
  const deployments = new Deployments(config.dataDir);
  // The pages the shell and the apps deployed declare: the addresses the server draws, the sitemap lists, and the
  // page views count.
  const routes = new ShopRoutes(shellDir, deployments, app.log);

  await app.register(securityHeaders, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(personalAnswers);
  await app.register(metricsPlugin, config.metrics);
  await app.register(databasePlugin, { connection });
  await app.register(secretBoxPlugin, { dataDir: config.dataDir, secretsKeyBase64: config.secretsKey });
  await app.register(cookie);
  await app.register(crossSiteRequests, { publicUrl: config.publicUrl });
  await app.register(catalogueCachePlugin, { lifetimeSeconds: config.catalogueCacheSeconds, connection });
  await app.register(rateLimitsPlugin, { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix });
  await app.register(authPlugin);
  await app.register(mailPlugin, {
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
    shopEmail: config.shopEmail,
  });
  await app.register(nightlyBackupsPlugin, { connection, settings: config.backups });
  await app.register(housekeepingPlugin, {
    purgeEveryMinutes: 60,
    unpaidOrdersEverySeconds: 60,
    pendingRefundsEverySeconds: 60,
    photosDir: config.photosDir,
    dataDir: config.dataDir,
  });

  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    const error = hasZodFastifySchemaValidationErrors(thrown)
      ? schemaRefusal(thrown.validation, thrown.validationContext, request)
      : thrown;
    if (error instanceof HttpError) {
      const { message, errors, details } = error;
      return reply.code(error.statusCode).send({ message, ...(errors ? { errors } : {}), ...(details ? { details } : {}) });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'An unexpected error occurred. Please try again.' });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(dataRightsRoutes, { dataExportInstantDocuments: config.dataExportInstantDocuments });
  await app.register(sessionRoutes);
  await app.register(secondFactorRoutes);
  await app.register(addressRoutes);
  await app.register(orderRoutes, { unpaidOrderMinutes: config.unpaidOrderMinutes });
  await app.register(staffOrderRoutes);
  app.decorate('seller', config.seller);
  await app.register(documentRoutes);
  // Documents issued from now on name the seller as the shop's settings now say.
  await recordSellerIdentity(app.db, config.seller);
  // After the error handler: its routes' refusals answer like every other route's.
  await app.register(paymentsPlugin, {
    stripe: config.stripe,
    environment: config.environment,
    testPaymentsAsked: config.testPaymentsAsked,
  });
  await app.register(catalogRoutes);
  await app.register(searchesMadePlugin);
  await app.register(searchRoutes);
  await app.register(countriesRoutes);
  await app.register(cartRoutes);
  await app.register(cartFormRoutes);
  await app.register(consentFormRoutes);
  await app.register(cartPromoRoutes);
  await app.register(promoCodeRoutes);
  await app.register(shippingRatesRoutes);
  await app.register(stockNotificationRoutes);
  await app.register(contactRoutes);
  await app.register(pageViewRoutes, { routes });
  await app.register(auditRoutes);
  await app.register(refundRoutes);
  await app.register(todayRoutes);
  await app.register(searchesMadeRoutes);
  await app.register(staffStockRoutes);
  await app.register(staffMessageRoutes);
  await app.register(staffProductRoutes, { photosDir: config.photosDir });
  await app.register(staffCategoryRoutes);
  await app.register(staffRecipeRoutes);
  await app.register(searchSynonymRoutes);
  await app.register(homePageRoutes);
  await app.register(teamRoutes);
  await app.register(staffCustomerRoutes);

  await app.register(sitemapRoutes, { routes });
  await app.register(mediaRoutes, { picturesDir: config.picturesDir, photosDir: config.photosDir });
  const pages = await serveApps(app, {
    shellDir,
    deployments,
    routes,
    publicUrl: config.publicUrl,
    // A shop whose payments take no money says so on every page.
    pageNotice: app.payments.name === 'test' ? testShopNotice() : undefined,
    pageLifetimeSeconds: config.catalogueCacheSeconds,
  });
  // The contact form sent without scripts is drawn back on its page when refused.
  await app.register(contactFormRoutes, { pages });

  return app;
}
