import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../test-support/smtp-capture';
import { backInStockMail } from '../stock-notifications/back-in-stock-mail';
import { outboxMailer, outboxMailLifetimeDays, purgeOutbox, smtpMailer } from './mailer';

const message = backInStockMail({
  to: 'anna@example.com',
  locale: 'fr',
  product: 'Liqueur <du> citron',
  variation: '50 cl',
  productUrl: 'https://shop.example/fr/produit/liqueur-citron-menton',
});

describe('the mailer', () => {
  let dataDir: string;
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('without SMTP, writes each message as an .eml file in the outbox', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    await outboxMailer(dataDir, pino({ level: 'silent' })).send(message);
    const [file] = readdirSync(path.join(dataDir, 'mail'));
    expect(file).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(dataDir, 'mail', file!)));
    expect(mail.subject).toBe('Liqueur <du> citron est de retour');
    expect(mail.text).toContain('https://shop.example/fr/produit/liqueur-citron-menton');
  });

  it(`keeps the outbox's mails ${outboxMailLifetimeDays} days, then deletes them`, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const outbox = outboxMailer(dataDir, pino({ level: 'silent' }));
    await outbox.send(message);
    await outbox.send(message);
    const [old, young] = readdirSync(path.join(dataDir, 'mail')) as [string, string];
    const now = new Date('2026-12-02T12:00:00Z');
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
    utimesSync(path.join(dataDir, 'mail', old), daysBefore(outboxMailLifetimeDays + 1), daysBefore(outboxMailLifetimeDays + 1));
    utimesSync(path.join(dataDir, 'mail', young), daysBefore(outboxMailLifetimeDays - 1), daysBefore(outboxMailLifetimeDays - 1));
    expect(await purgeOutbox(dataDir, now)).toBe(1);
    expect(readdirSync(path.join(dataDir, 'mail'))).toEqual([young]);
    // No outbox (mail goes by SMTP): nothing to do.
    expect(await purgeOutbox(path.join(dataDir, 'elsewhere'), now)).toBe(0);
  });

  it('with SMTP, delivers to the server', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    const smtp = await startSmtpCapture();
    await smtpMailer(smtp.url).send(message);
    await smtp.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.from).toContain('bonjour@atelier-du-citron.fr');
    // What the shop writes is escaped in the HTML version.
    expect(smtp.messages[0]!.html).toContain('Liqueur &lt;du&gt; citron');
  });
});

it('has every back-in-stock text in fr, en and it', async () => {
  const { translationProblems } = await import('@lemon/shared/i18n/checks');
  const { backInStockTexts } = await import('../stock-notifications/back-in-stock-mail');
  expect(translationProblems(backInStockTexts)).toEqual([]);
});
