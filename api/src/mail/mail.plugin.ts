import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../users/users.repository';
import { createMailer, type MailMessage, type Mailer } from './mailer';

/**
 * Messages an hour to one address that a visitor typed (its normalised spelling), whoever asks: a shopper's own
 * tries (a link sent again, a reset or two) pass, while nobody can make the shop flood a stranger's inbox.
 */
export const mailsPerTypedAddressPerHour = 6;

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /**
     * Sends a message after the answer, a failure logged: the answer takes no longer, and says no more,
     * whether or not a message went (a call that must not tell whether an address has an account). The message
     * may still be in the making (a file prepared in the background): it goes once made.
     */
    sendMailLater: (message: MailMessage | Promise<MailMessage>) => void;
    /**
     * `sendMailLater` for a message to an address a visitor typed (registration, a link asked for again, the
     * contact form): past `mailsPerTypedAddressPerHour` to that address it is not sent, a warning logged, and
     * the answer is the same either way.
     */
    sendTypedAddressMailLater: (request: FastifyRequest, message: MailMessage) => void;
    /** Settles once every message `sendMailLater` has on its way is sent, or has failed. */
    mailsInFlight: () => Promise<void>;
    /** The shop's public address, for links in e-mails. */
    publicUrl: string;
    /** The shop's own mailbox: new paid orders are announced there. */
    shopEmail: string;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance, options: { smtpUrl?: string; dataDir: string; publicUrl: string; shopEmail: string; mailer?: Mailer }) => {
    const sender = options.mailer ?? createMailer(options.smtpUrl, options.dataDir, app.log);
    const { mails } = app.metrics;
    // Every message counted as it goes, whoever sends it.
    const mailer: Mailer = {
      send: (message) =>
        sender.send(message).then(
          () => void mails.inc({ outcome: 'sent' }),
          (error: unknown) => {
            mails.inc({ outcome: 'failed' });
            throw error;
          },
        ),
    };
    app.decorate('mailer', mailer);
    app.decorate('publicUrl', options.publicUrl);
    app.decorate('shopEmail', options.shopEmail);
    const sending = new Set<Promise<void>>();
    const later = (message: MailMessage | Promise<MailMessage>, mayGo: Promise<boolean>) => {
      const sent: Promise<void> = Promise.all([message, mayGo])
        .then(
          ([made, goes]) =>
            goes
              ? mailer.send(made).catch((error: unknown) => app.log.error({ err: error, subject: made.subject }, 'e-mail not sent'))
              : undefined,
          (error: unknown) => app.log.error({ err: error }, 'e-mail not sent: it could not be made'),
        )
        .finally(() => sending.delete(sent));
      sending.add(sent);
    };
    app.decorate('sendMailLater', (message: MailMessage | Promise<MailMessage>) => later(message, Promise.resolve(true)));

    // Counted in the rate limiter's store: with Redis, every API process shares the count of an address.
    const addressOf = new WeakMap<FastifyRequest, string>();
    const mailsToAddress = app.createRateLimit({
      max: mailsPerTypedAddressPerHour,
      timeWindow: '1 hour',
      keyGenerator: (request) => `mails-to:${addressOf.get(request)}`,
    });
    app.decorate('sendTypedAddressMailLater', (request: FastifyRequest, message: MailMessage) => {
      addressOf.set(request, normalizeEmail(message.to));
      // The key is read as the count starts, before the next message of the request could change it.
      const counted = mailsToAddress(request).then((count) => {
        const exceeded = !count.isAllowed && count.isExceeded;
        if (exceeded) request.log.warn({ subject: message.subject }, 'e-mail not sent: its address had its share of mails this hour');
        return !exceeded;
      });
      later(message, counted);
    });
    app.decorate('mailsInFlight', async () => {
      await Promise.all(sending);
    });
    // The messages on their way go before the server stops.
    app.addHook('onClose', () => app.mailsInFlight());
  },
  { name: 'mail', dependencies: ['rate-limits', 'metrics'] },
);
