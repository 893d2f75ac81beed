import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type MailMessage, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends a message after the answer, a failure logged: the answer takes no longer, and says no more,
     * whether or not a message went (a call that must not tell whether an address has an account).
     */
    sendMailLater: (message: MailMessage) => void;
    /** Settles once every message `sendMailLater` has on its way is sent, or has failed. */
    mailsInFlight: () => Promise<void>;
    /** The shop's public address, for links in e-mails. */
    publicUrl: string;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; dataDir: string; publicUrl: string; mailer?: Mailer }) => {
    const mailer = options.mailer ?? createMailer(options.smtpUrl, options.dataDir, app.log);
    app.decorate('mailer', mailer);
    app.decorate('publicUrl', options.publicUrl);
    const sending = new Set<Promise<void>>();
    app.decorate('sendMailLater', (message: MailMessage) => {
      const sent: Promise<void> = mailer
        .send(message)
        .catch((error: unknown) => app.log.error({ err: error, subject: message.subject }, 'e-mail not sent'))
        .finally(() => sending.delete(sent));
      sending.add(sent);
    });
    app.decorate('mailsInFlight', async () => {
      await Promise.all(sending);
    });
    // The messages on their way go before the server stops.
    app.addHook('onClose', () => app.mailsInFlight());
  },
  { name: 'mail' },
);
