import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { shop } from '@lemon/kit/shop';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the shop (a contact message: to its sender). */
  replyTo?: string;
  /** Files it carries (a refund's credit note). */
  attachments?: MailAttachment[];
}

/** A file a message carries. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** The shop's sender address. */
export const mailFrom = { name: shop.name, address: shop.email };

/** Sends through the SMTP server of `SMTP_URL`. */
export function smtpMailer(smtpUrl: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      // nodemailer takes the message's fields as they are named, `replyTo` included.
      await transport.sendMail({ from: mailFrom, ...message });
    },
  };
}

const outboxOf = (dataDir: string) => path.join(dataDir, 'mail');

/** The outbox's mails are kept this long: they hold customers' names, addresses and orders. */
export const outboxMailLifetimeDays = 90;

/** Deletes the outbox's mails past their lifetime; how many. */
export async function purgeOutbox(dataDir: string, now = new Date()): Promise<number> {
  const outbox = outboxOf(dataDir);
  const names = await readdir(outbox).catch(() => [] as string[]);
  const oldest = now.getTime() - outboxMailLifetimeDays * 24 * 60 * 60 * 1000;
  let deleted = 0;
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const file = path.join(outbox, name);
    if ((await stat(file)).mtimeMs >= oldest) continue;
    await rm(file, { force: true });
    deleted += 1;
  }
  return deleted;
}

/**
 * Without SMTP, each message becomes an `.eml` file in `{dataDir}/mail/` (any mail client opens it) and the
 * log says where: every flow that sends mail works on a fresh machine.
 */
export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const outbox = outboxOf(dataDir);
  const transport: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // As the SMTP mailer: `replyTo` included.
      const { message: eml } = (await transport.sendMail({ from: mailFrom, ...message })) as { message: Buffer };
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`);
      await writeFile(file, eml);
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox');
    },
  };
}

export const createMailer = (smtpUrl: string | undefined, dataDir: string, log: FastifyBaseLogger): Mailer =>
  smtpUrl ? smtpMailer(smtpUrl) : outboxMailer(dataDir, log);
