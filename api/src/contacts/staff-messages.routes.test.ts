import { contactSubjects, type ContactSubject } from '@lemon/content-contract';
import { auditListResponseSchema, messageListResponseSchema, messageResponseSchema, messagesPerPage } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMailingTestApp, mailsTo, newEmail, staffSessionOf, type MailingTestApp } from '../test-support/test-accounts';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { shop as shopIdentity } from '@lemon/kit/shop';

describe.each(testEngines)('the staff’s contact messages on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: string;
  let helper: { token: string; email: string };
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    owner = await staffSessionOf(shop.app, (await createTestUser(shop.app.db, { staffRole: 'owner' })).id);
    const helperUser = await createTestUser(shop.app.db, { staffRole: 'staff' });
    helper = { token: await staffSessionOf(shop.app, helperUser.id), email: helperUser.email };
  });
  afterAll(() => shop.close());

  /** A message sent through the contact form, as a customer sends it; its id. */
  async function sent(subject: ContactSubject = 'information', email = newEmail('customer')) {
    const message = `Bonjour, une question sur ${subject} de ${email}.`;
    const response = await call(shop.app, 'POST', '/api/contacts', {
      payload: { name: 'Camille Martin', email, phone: null, subject, message, locale: 'it' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = await shop.app.db.selectFrom('contacts').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { id, email, message };
  }
  const list = async (query = '') => {
    const response = await call(shop.app, 'GET', `/api/staff/messages?${query}`, { token: helper.token });
    expect(response.statusCode, response.body).toBe(200);
    return messageListResponseSchema.parse(response.json());
  };
  const move = (id: number, to: 'read' | 'unread' | 'answered', token = helper.token) =>
    call(shop.app, 'POST', `/api/staff/messages/${id}/${to}`, { token });
  const moved = async (id: number, to: 'read' | 'unread' | 'answered') => {
    const response = await move(id, to);
    expect(response.statusCode, response.body).toBe(200);
    return messageResponseSchema.parse(response.json()).data;
  };
  const auditOf = async (id: number) => {
    const response = await call(shop.app, 'GET', `/api/staff/audit?subject_type=contact_message&subject_id=${id}`, { token: owner });
    return auditListResponseSchema
      .parse(response.json())
      .data.map(({ action, actor_email, before, after }) => ({ action, actor_email, before, after }));
  };

  it('lists a message sent through the contact form, unread, newest first, and still mails it to the shop', async () => {
    const older = await sent('professional');
    const newer = await sent('information');
    const { data } = await list();
    expect(data.slice(0, 2).map((message) => message.id)).toEqual([newer.id, older.id]);
    expect(data[0]).toEqual({
      id: newer.id,
      name: 'Camille Martin',
      email: newer.email,
      phone: null,
      subject: 'information',
      message: newer.message,
      locale: 'it',
      received_at: expect.any(String),
      read_at: null,
      answered_at: null,
      state: 'unread',
      replies: [],
    });
    expect((await mailsTo(shop, shopIdentity.email)).some((mail) => mail.text.includes(newer.message))).toBe(true);
  });

  it('marks a message read, unread and answered, logging each change once with who made it', async () => {
    const { id } = await sent();
    const read = await moved(id, 'read');
    expect(read).toMatchObject({ state: 'read', read_at: expect.any(String), answered_at: null });
    // Read again: nothing changes, nothing more is logged.
    expect(await moved(id, 'read')).toEqual(read);
    const answered = await moved(id, 'answered');
    expect(answered).toMatchObject({ state: 'answered', read_at: read.read_at, answered_at: expect.any(String) });
    expect(await moved(id, 'unread')).toMatchObject({ state: 'unread', read_at: null, answered_at: null });
    expect(await auditOf(id)).toEqual([
      { action: 'message.unread', actor_email: helper.email, before: { state: 'answered' }, after: { state: 'unread' } },
      { action: 'message.answered', actor_email: helper.email, before: { state: 'read' }, after: { state: 'answered' } },
      { action: 'message.read', actor_email: helper.email, before: { state: 'unread' }, after: { state: 'read' } },
    ]);
  });

  it('sends a reply by the shop’s mail, in the sender’s language with their message quoted, keeps it, and marks it answered', async () => {
    const { id, email, message } = await sent('information');
    const reply = (text: string, token = helper.token) =>
      call(shop.app, 'POST', `/api/staff/messages/${id}/reply`, { token, payload: { text } });
    expect((await reply('   ')).statusCode).toBe(422);
    const response = await reply('Bonjour Camille,\n\nLa liqueur voyage bien : nous l’emballons avec soin.');
    expect(response.statusCode, response.body).toBe(200);
    const answered = messageResponseSchema.parse(response.json()).data;
    expect(answered).toMatchObject({
      state: 'answered',
      replies: [{ text: 'Bonjour Camille,\n\nLa liqueur voyage bien : nous l’emballons avec soin.', staff_email: helper.email }],
    });
    // The customer wrote in Italian: the mail around the reply is Italian, their own words quoted under it.
    const mails = (await mailsTo(shop, email)).filter((mail) => mail.subject.startsWith('Re:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Re: Richiesta di informazioni — ${shopIdentity.name}`);
    expect(mails[0]!.replyTo).toBe(shopIdentity.email);
    expect(mails[0]!.text).toContain('La liqueur voyage bien');
    expect(mails[0]!.text).toContain(`> ${message}`);
    expect((await list()).data.find((listed) => listed.id === id)?.replies).toHaveLength(1);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'message.answered',
      actor_email: helper.email,
      after: { state: 'answered' },
    });
    expect(
      (await call(shop.app, 'POST', '/api/staff/messages/999999/reply', { token: helper.token, payload: { text: 'Bonjour' } })).statusCode,
    ).toBe(404);
  });

  it('marks an unread message answered, and read with it', async () => {
    const { id } = await sent();
    const answered = await moved(id, 'answered');
    expect(answered.read_at).not.toBeNull();
    expect(answered.state).toBe('answered');
  });

  it('filters by subject and by state', async () => {
    const unread = await sent('job_application');
    const read = await sent('job_application');
    const answered = await sent('job_application');
    await moved(read.id, 'read');
    await moved(answered.id, 'answered');
    const ids = async (query: string) => (await list(query)).data.map((message) => message.id);
    expect((await list('subject=job_application')).data.every((message) => message.subject === 'job_application')).toBe(true);
    const mine = [unread.id, read.id, answered.id];
    expect((await ids('subject=job_application&state=unread')).filter((id) => mine.includes(id))).toEqual([unread.id]);
    expect((await ids('subject=job_application&state=read')).filter((id) => mine.includes(id))).toEqual([read.id]);
    expect((await ids('subject=job_application&state=answered')).filter((id) => mine.includes(id))).toEqual([answered.id]);
    expect((await ids('subject=cancel_order')).some((id) => mine.includes(id))).toBe(false);
    expect(contactSubjects).toContain('cancel_order');
  });

  it('gives the messages a page at a time', async () => {
    for (let count = 0; count <= messagesPerPage; count += 1)
      await shop.app.db
        .insertInto('contacts')
        .values({ name: 'N', email: newEmail(), phone: null, subject: 'cancel_order', message: 'Annulez SVP.', locale: 'fr' })
        .execute();
    const first = await list('subject=cancel_order');
    expect(first.data).toHaveLength(messagesPerPage);
    expect(first.meta.last_page).toBeGreaterThanOrEqual(2);
    const second = await list('subject=cancel_order&page=2');
    expect(second.data.some((message) => first.data.some((other) => other.id === message.id))).toBe(false);
  });

  it('refuses a bad filter and an unknown message, changing nothing', async () => {
    for (const [query, status] of [
      ['subject=complaint', 422],
      ['state=archived', 422],
      ['page=0', 422],
      ['from=me', 400],
    ] as const)
      expect((await call(shop.app, 'GET', `/api/staff/messages?${query}`, { token: helper.token })).statusCode, query).toBe(status);
    expect((await move(999_999, 'read')).statusCode).toBe(404);
    expect((await move(0, 'read')).statusCode).toBe(404);
    const { id } = await sent();
    expect((await call(shop.app, 'POST', `/api/staff/messages/${id}/read`)).statusCode).toBe(401);
    const [stored] = (await list()).data.filter((message) => message.id === id);
    expect(stored?.state).toBe('unread');
    expect(await auditOf(id)).toEqual([]);
  });
});
