// A real SMTP server for the tests, the API's and the e2e run's: the shop sends to it as it would to its
// provider, and the tests read what arrived.
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as one recipient received it. */
export interface CapturedMail {
  from: string;
  to: string;
  /** Where answering it goes, when it says (`Reply-To`). */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The files it carries. */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface SmtpCapture {
  url: string;
  messages: CapturedMail[];
  close: () => Promise<void>;
}

/** Listens on 127.0.0.1 at `port` (any free one by default). */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          for (const recipient of session.envelope.rcptTo) {
            messages.push({
              from: mail.from?.text ?? '',
              to: recipient.address,
              ...(mail.replyTo ? { replyTo: mail.replyTo.value[0]?.address } : {}),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              attachments: mail.attachments.map(({ filename = '', contentType, content }) => ({ filename, contentType, content })),
            });
          }
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${listening}`, messages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
