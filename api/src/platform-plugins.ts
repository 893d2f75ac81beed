// The platform every call runs on, in the order each needs the one before: answers' headers and compression, the
// metrics, the database, the secrets, cookies and the cross-site check, the catalogue's cache, the rate limits, who
// is asking, mail, and the jobs that run on their own (nightly backups, the housekeeping).
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { nightlyBackupsPlugin } from './backups/nightly-backups.plugin';
import { authPlugin } from './auth/auth.plugin';
import { catalogueCachePlugin } from './catalog/catalogue-cache.plugin';
import type { Config } from './config/config';
import { databasePlugin } from './database/database.plugin';
import type { DatabaseConnection } from './database/engine';
import { housekeepingPlugin } from './housekeeping/housekeeping.plugin';
import { crossSiteRequests } from './http/cross-site-requests';
import { personalAnswers } from './http/personal-answers';
import { rateLimitsPlugin } from './http/rate-limits';
import { securityHeaders } from './http/security-headers';
import { mailPlugin } from './mail/mail.plugin';
import { metricsPlugin } from './metrics/metrics.plugin';
import { secretBoxPlugin } from './staff/secret-box.plugin';

export async function registerPlatform(app: FastifyInstance, config: Config, connection: DatabaseConnection): Promise<void> {
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
}
