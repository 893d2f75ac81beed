import path from 'node:path';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { categoryRoutes } from './catalog/categories.routes';
import { workspaceRoot, type Config } from './config/config';
import { healthRoutes } from './health/health.routes';
import { Deployments } from './remotes/deployments';
import { serveApps } from './serving/serve-apps';

/** The whole shop server: the API under /api and, when built, the site itself. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'An unexpected error occurred.' });
    }
    return reply.code(status).send({ message: error.message });
  });

  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await serveApps(app, { shellDir: path.join(workspaceRoot, 'shell', 'dist'), deployments: new Deployments(config.dataDir) });

  return app;
}
