import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hashRecoveryDigests } from './second-factor';
import { checkKeyAgainstDatabase, sealClearSecrets, secretBox, secretsKey, type SecretBox } from './secret-box';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals and opens the staff's authenticator secrets with the key kept outside the database. */
    secretBox: SecretBox;
  }
}

/**
 * The staff's secrets' key, checked against the database before anything is served; what earlier versions kept in
 * the clear (authenticator secrets) or hashed fast (recovery codes) is sealed and hashed slowly on the way.
 */
export const secretBoxPlugin = fp(
  async (app: FastifyInstance, options: { dataDir: string; secretsKeyBase64?: string }) => {
    const key = secretsKey(options);
    await checkKeyAgainstDatabase(app.db, key);
    const box = secretBox(key);
    const sealed = await sealClearSecrets(app.db, box);
    const hashed = await hashRecoveryDigests(app.db);
    if (sealed || hashed) app.log.info({ sealed, hashed }, 'second factors: secrets sealed and recovery codes hashed slowly');
    app.decorate('secretBox', box);
  },
  { name: 'secret-box', dependencies: ['database'] },
);
