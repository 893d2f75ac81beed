import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** The shop's public address, for links in e-mails. */
    publicUrl: string;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; dataDir: string; publicUrl: string; mailer?: Mailer }) => {
    app.decorate('mailer', options.mailer ?? createMailer(options.smtpUrl, options.dataDir, app.log));
    app.decorate('publicUrl', options.publicUrl);
  },
  { name: 'mail' },
);
