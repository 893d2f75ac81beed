import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import { contactFormRoutes } from './contacts/contact-form.routes';
import type { DatabaseConnection } from './database/engine';
import { HttpError } from './http/http-error';
import { serializerCompiler } from './http/json-serializer';
import { loggedRequest, ShopLogController } from './http/logged-url';
import { requestIdOf } from './http/request-id';
import { schemaRefusal } from './http/schema-refusal';
import { ShopRoutes } from './pages/shop-routes';
import { testShopNotice } from './payments/test-shop-notice';
import { registerPlatform } from './platform-plugins';
import { Deployments } from './remotes/deployments';
import { serveApps } from './serving/serve-apps';
import { registerShopperCalls } from './shopper-calls';
import { registerStaffCalls } from './staff-calls';

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

  await registerPlatform(app, config, connection);

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

  // After the error handler: every call's refusals answer alike.
  await registerShopperCalls(app, config, routes);
  await registerStaffCalls(app, config);

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
