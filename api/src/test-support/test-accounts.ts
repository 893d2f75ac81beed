// Calls of the account flows as a browser makes them, each from a client address of its own so that one
// test's calls never reach another's rate limits, and the links of the e-mails they send.
import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@lemon/shared/contract';
import type { Locale } from '@lemon/shared/locales';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Engine } from '../database/engine';
import { sessionCookie } from '../sessions/session-cookie';
import { issueAccessToken } from '../sessions/access-tokens';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtp-capture';
import { createTestApp, type TestApp } from './test-app';

/** The API with an SMTP server of its own that its mail goes to; `close` stops both. */
export interface MailingTestApp extends TestApp {
  smtp: SmtpCapture;
}

export async function createMailingTestApp(
  engine: Engine,
  options: Omit<NonNullable<Parameters<typeof createTestApp>[1]>, 'smtpUrl'> = {},
): Promise<MailingTestApp> {
  const smtp = await startSmtpCapture();
  const shop = await createTestApp(engine, { ...options, smtpUrl: smtp.url });
  const close = async () => {
    await shop.close();
    await smtp.close();
  };
  return { ...shop, smtp, close };
}

/** The codes by field of a 422, which the response must be. */
export function refusalCodes(response: { statusCode: number; json: () => unknown }): Record<string, string[]> | undefined {
  expect(response.statusCode).toBe(422);
  return errorBodySchema.parse(response.json()).errors;
}

let clients = 0;
/** A client address no other call of this test run uses. */
export function nextClient(): string {
  clients += 1;
  return `10.${200 + ((clients >> 16) & 15)}.${(clients >> 8) & 255}.${clients & 255}`;
}

/** An address nobody registered yet. */
export const newEmail = (name = 'shopper') => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** What `POST /api/register` takes (the contract's `RegisterPayload` is its schema's input, which zod leaves open). */
export interface Registration {
  first_name: string;
  last_name: string;
  email: string;
  line1: string;
  line2?: string | null;
  zip: string;
  city: string;
  country: string;
  password: string;
  password_confirmation: string;
  locale?: Locale;
}

/** The fields of an address, as the registration and the address book take them. */
export const testAddress = {
  first_name: 'Camille',
  last_name: 'Martin',
  line1: '3 rue des Citrons',
  zip: '06500',
  city: 'Menton',
  country: 'FR',
};

/** A complete registration, `overrides` aside. */
export const registration = (overrides: Partial<Registration> = {}): Registration => ({
  ...testAddress,
  email: newEmail('new'),
  password: 'Zeste-Vif-2026',
  password_confirmation: 'Zeste-Vif-2026',
  ...overrides,
});

/** `app.inject` for an API call, with a body, a bearer token and the client's address when given. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { payload, token, client = nextClient() }: { payload?: object; token?: string; client?: string } = {},
) {
  return app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    remoteAddress: client,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** The session a login's answer gave the browser: its HttpOnly cookie's token, which the test then sends as a bearer. */
export function sessionTokenIn(response: { cookies: { name: string; value: string }[] }): string {
  const session = response.cookies.find((cookie) => cookie.name === sessionCookie && cookie.value !== '');
  expect(session, 'a session cookie').toBeDefined();
  return session!.value;
}

/** A session of the user, as a login gives (without the login's limits). */
export const sessionOf = (app: FastifyInstance, userId: number) => issueAccessToken(app.db, userId);

/** A staff member's session opened with the second factor, as the login's second step gives. */
export const staffSessionOf = (app: FastifyInstance, userId: number) => issueAccessToken(app.db, userId, { secondFactor: true });

/** The messages sent to `to`, once the shop has sent what it had on its way. */
export async function mailsTo({ app, smtp }: MailingTestApp, to: string): Promise<CapturedMail[]> {
  await app.mailsInFlight();
  return smtp.messages.filter((mail) => mail.to === to);
}

/** The one message sent to `to`. */
export async function mailTo(shop: MailingTestApp, to: string): Promise<CapturedMail> {
  const mails = await mailsTo(shop, to);
  expect(mails, `mails to ${to}`).toHaveLength(1);
  return mails[0]!;
}

/** The shop's link in a message: in its text, and the same in the HTML version's button. */
export function linkIn(mail: CapturedMail, publicUrl = 'https://shop.example'): URL {
  const escaped = publicUrl.replace(/[.]/g, '\\.');
  const found = new RegExp(`${escaped}/(?:verify-email|reset-password)\\S*`).exec(mail.text)?.[0];
  expect(found, `a link in "${mail.subject}"`).toBeDefined();
  expect(mail.html).toContain(`href="${found!.replaceAll('&', '&amp;')}"`);
  return new URL(found!);
}

/** The API call behind a verification link: `/verify-email/{id}/{token}` is the page, this is what it calls. */
export const verifyCallOf = (link: URL) => link.pathname.replace(/^\/verify-email\//, '/api/email/verify/');
