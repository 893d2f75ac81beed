import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { shop as shopIdentity } from '@lemon/kit/shop';
import { contactResponseSchema, type ContactPayload } from '@lemon/content-contract';
import { translationProblems } from '@lemon/shared/i18n/checks';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxMailer, smtpMailer, type MailMessage } from '../mail/mailer';
import {
  call,
  createMailingTestApp,
  mailsTo,
  newEmail,
  nextClient,
  refusalCodes,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { contactAcknowledgementMail, contactMailTexts, contactToShopMail } from './contact-mails';
import { contactsPer15Minutes } from './receive-contact';

/** A message the form sends, `overrides` (wrong values too) aside; from an address of its own. */
function contact(overrides: Record<string, unknown> = {}) {
  const valid = {
    name: 'Camille Martin',
    email: newEmail('camille'),
    phone: '06 12 34 56 78' as string | null,
    subject: 'information',
    message: 'Bonjour, vendez-vous aussi du limoncello en magnum ?\n\nMerci d’avance.',
    locale: 'fr',
  } satisfies ContactPayload;
  return { ...valid, ...overrides } as typeof valid;
}

describe.each(testEngines)('the contact form on %s', (engine) => {
  let shop: MailingTestApp;

  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
  });
  afterAll(() => shop.close());
  beforeEach(() => {
    shop.smtp.messages.length = 0;
  });

  const send = (payload: object, client = nextClient()) => call(shop.app, 'POST', '/api/contacts', { payload, client });
  const storedContacts = () => shop.app.db.selectFrom('contacts').selectAll().orderBy('id').execute();
  /** Every message the shop sent, once it has sent what it had on its way. */
  const sentMails = async () => {
    await shop.app.mailsInFlight();
    return shop.smtp.messages;
  };

  it('keeps a message, answers 201, then mails the shop in French and the sender an acknowledgement', async () => {
    const sender = contact({ name: 'Camille <b>Martin</b>' });
    const send_ = vi.spyOn(shop.app.mailer, 'send');
    try {
      const response = await send(sender);
      expect(response.statusCode).toBe(201);
      expect(contactResponseSchema.parse(response.json())).toEqual({ data: { status: 'received' } });
      // The mails go after the answer: the shop's with a reply-to of the sender.
      await shop.app.mailsInFlight();
      const toShop = send_.mock.calls.map(([message]) => message).find((message: MailMessage) => message.to === shopIdentity.email);
      expect(toShop?.replyTo).toBe(sender.email);
    } finally {
      send_.mockRestore();
    }

    const [row] = (await storedContacts()).filter((stored) => stored.email === sender.email);
    expect(row).toMatchObject({
      name: 'Camille <b>Martin</b>',
      email: sender.email,
      phone: '06 12 34 56 78',
      subject: 'information',
      message: sender.message,
      locale: 'fr',
    });
    expect(row!.created_at).toBeInstanceOf(Date);

    const [toShop, ...moreToShop] = await mailsTo(shop, shopIdentity.email);
    expect(moreToShop).toEqual([]);
    expect(toShop!.subject).toBe('Contact : Demande d’information — Camille <b>Martin</b>');
    expect(toShop!.text).toContain('Camille <b>Martin</b> vous a écrit avec le formulaire de contact :');
    expect(toShop!.text).toContain('Bonjour, vendez-vous aussi du limoncello en magnum ?');
    expect(toShop!.text).toContain('Merci d’avance.');
    expect(toShop!.text).toContain(`E-mail: ${sender.email}`);
    expect(toShop!.text).toContain('Téléphone: 06 12 34 56 78');
    expect(toShop!.text).toContain('Langue de l’accusé de réception: français');
    expect(toShop!.html).toContain('Camille &lt;b&gt;Martin&lt;/b&gt;');
    expect(toShop!.html).not.toContain('<b>Martin');
    expect(toShop!.html).toContain(`href="mailto:${sender.email}"`);

    const [acknowledgement, ...moreToSender] = await mailsTo(shop, sender.email);
    expect(moreToSender).toEqual([]);
    expect(acknowledgement!.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement!.text).toContain('Bonjour,');
    expect(acknowledgement!.text).toContain('Nous vous répondons sous deux jours ouvrés.');
    expect(acknowledgement!.text).toContain('Sujet: Demande d’information');
    expect(acknowledgement!.text).toContain('appelez-nous au 04 93 35 12 34, tous les jours de 10:00 à 19:00');
    expect(acknowledgement!.text).toContain('Aller à la boutique: https://shop.example/fr');
    expect(acknowledgement!.html).toContain('lang="fr"');
    // Anyone can type any address: the acknowledgement carries none of the sender's words.
    for (const part of [acknowledgement!.text, acknowledgement!.html]) {
      expect(part).not.toContain('Martin');
      expect(part).not.toContain('limoncello');
      expect(part).not.toContain('Merci d’avance');
    }
    expect(await sentMails()).toHaveLength(2);
  });

  it('acknowledges in English and in Italian, and still mails the shop in French', async () => {
    const emma = contact({ name: 'Emma Brown', subject: 'job_application', locale: 'en', phone: '' });
    const luca = contact({ name: 'Luca Rossi', subject: 'professional', locale: 'it', phone: null });
    expect((await send(emma)).statusCode).toBe(201);
    expect((await send(luca)).statusCode).toBe(201);

    const [english] = await mailsTo(shop, emma.email);
    expect(english!.subject).toBe('We have received your message');
    expect(english!.text).toContain('Hello,');
    expect(english!.text).not.toContain('Emma');
    expect(english!.text).toContain('We answer within two working days.');
    expect(english!.text).toContain('Subject: Job application');
    expect(english!.text).toContain('call us on +33493351234, every day from 10:00 to 19:00');
    expect(english!.text).toContain('Go to the shop: https://shop.example/en');

    const [italian] = await mailsTo(shop, luca.email);
    expect(italian!.subject).toBe('Abbiamo ricevuto il tuo messaggio');
    expect(italian!.text).toContain('Buongiorno,');
    expect(italian!.text).toContain('Ti rispondiamo entro due giorni lavorativi.');
    expect(italian!.text).toContain('Oggetto: Richiesta professionale');
    expect(italian!.text).not.toContain('limoncello');

    const toShop = await mailsTo(shop, shopIdentity.email);
    expect(toShop.map((mail) => mail.subject).sort()).toEqual([
      'Contact : Candidature — Emma Brown',
      'Contact : Demande professionnelle — Luca Rossi',
    ]);
    const emmaToShop = toShop.find((mail) => mail.subject.includes('Emma'))!;
    expect(emmaToShop.text).toContain('Téléphone: non indiqué');
    expect(emmaToShop.text).toContain('Langue de l’accusé de réception: anglais');

    const rows = (await storedContacts()).filter((row) => row.email === emma.email || row.email === luca.email);
    expect(rows.map((row) => [row.locale, row.phone])).toEqual([
      ['en', null],
      ['it', null],
    ]);
  });

  it('writes to a sender who gave no language in French, and keeps a name on one line', async () => {
    const { locale: _omitted, ...sender } = contact({ name: 'Camille\r\nSujet : urgent\n\nMartin' });
    expect((await send(sender)).statusCode).toBe(201);
    const [acknowledgement] = await mailsTo(shop, sender.email);
    expect(acknowledgement!.subject).toBe('Nous avons bien reçu votre message');
    expect(acknowledgement!.text).toContain('Bonjour,');
    const [toShop] = await mailsTo(shop, shopIdentity.email);
    expect(toShop!.subject).toBe('Contact : Demande d’information — Camille Sujet : urgent Martin');
    expect(toShop!.text).toContain('Nom: Camille Sujet : urgent Martin');
  });

  it.each([
    ['an empty name', { name: '   ' }, { name: ['required'] }],
    ['a malformed e-mail', { email: 'camille.example.com' }, { email: ['email'] }],
    ['a phone with letters', { phone: '06 CITRON 12' }, { phone: ['phone'] }],
    ['no subject', { subject: undefined }, { subject: ['required'] }],
    ['an unknown subject', { subject: 'complaint' }, { subject: ['invalid'] }],
    ['a message too short', { message: 'Bonjour' }, { message: ['min'] }],
    ['a message too long', { message: 'x'.repeat(5001) }, { message: ['max'] }],
    ['a NUL in a text', { message: 'Bonjour,\u0000 un magnum ?' }, { message: ['invalid'] }],
    ['a NUL in the name', { name: 'Cam\u0000ille' }, { name: ['invalid'] }],
    ['an unknown language', { locale: 'de' }, { locale: ['invalid'] }],
  ])('refuses %s with its code, storing and sending nothing', async (_case, overrides, codes) => {
    const before = await storedContacts();
    expect(refusalCodes(await send(contact(overrides)))).toEqual(codes);
    expect(await storedContacts()).toEqual(before);
    expect(await sentMails()).toEqual([]);
  });

  it('refuses a body over the API’s limit with a 413, storing and sending nothing', async () => {
    const before = await storedContacts();
    const response = await send(contact({ message: 'Un très long message. '.repeat(5000) }));
    expect(response.statusCode).toBe(413);
    expect(await storedContacts()).toEqual(before);
    expect(await sentMails()).toEqual([]);
  });

  it(`takes ${contactsPer15Minutes} messages from a client in 15 minutes, not one more; another client still gets through`, async () => {
    const client = nextClient();
    const senders = Array.from({ length: contactsPer15Minutes + 1 }, () => contact());
    const statuses: number[] = [];
    for (const sender of senders) statuses.push((await send(sender, client)).statusCode);
    expect(statuses).toEqual([...Array<number>(contactsPer15Minutes).fill(201), 429]);

    const refused = senders.at(-1)!;
    expect((await storedContacts()).filter((row) => row.email === refused.email)).toEqual([]);
    expect(await mailsTo(shop, refused.email)).toEqual([]);
    expect(await mailsTo(shop, shopIdentity.email)).toHaveLength(contactsPer15Minutes);

    expect((await send(contact())).statusCode).toBe(201);
  });

  it('does not count a message the form would refuse: typing mistakes do not use up a client’s tries', async () => {
    const client = nextClient();
    for (let attempt = 0; attempt < contactsPer15Minutes + 2; attempt += 1) {
      expect((await send(contact({ message: 'Court' }), client)).statusCode).toBe(422);
    }
    expect((await send(contact(), client)).statusCode).toBe(201);
  });
});

describe('the contact mails', () => {
  const message = {
    name: 'Anna',
    email: 'anna@example.com',
    phone: null,
    subject: 'cancel_order' as const,
    message: 'Pouvez-vous annuler ma commande LC-ABC12345 ?',
    locale: 'fr' as const,
  };

  it('has every text in fr, en and it', () => {
    expect(translationProblems(contactMailTexts)).toEqual([]);
  });

  it('carries the sender as the reply-to of the shop’s mail, through SMTP and in the outbox', async () => {
    const mail = contactToShopMail(message);
    expect(mail.replyTo).toBe('anna@example.com');
    expect(contactAcknowledgementMail(message, 'https://shop.example').replyTo).toBeUndefined();

    // Over SMTP: the headers as the provider receives them.
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as { port: number };
      await smtpMailer(`smtp://127.0.0.1:${port}`).send(mail);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    expect(received).toHaveLength(1);
    expect((await simpleParser(received[0]!)).replyTo?.text).toBe('anna@example.com');

    // In the outbox, without SMTP.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    try {
      await outboxMailer(dataDir, pino({ level: 'silent' })).send(mail);
      const [file] = readdirSync(path.join(dataDir, 'mail'));
      const eml = await simpleParser(readFileSync(path.join(dataDir, 'mail', file!)));
      expect(eml.replyTo?.text).toBe('anna@example.com');
      expect(eml.to && 'text' in eml.to ? eml.to.text : '').toBe(shopIdentity.email);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
