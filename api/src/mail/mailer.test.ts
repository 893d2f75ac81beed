import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { startSmtpCapture } from '../test-support/smtp-capture';
import { backInStockMail } from '../stock-notifications/back-in-stock-mail';
import { outboxMailer, smtpMailer } from './mailer';

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
  const { translationProblems } = await import('@lemon/shared/i18n/bundles');
  const { backInStockTexts } = await import('../stock-notifications/back-in-stock-mail');
  expect(translationProblems(backInStockTexts)).toEqual([]);
});
