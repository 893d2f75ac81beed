import { shop as shopIdentity } from '@lemon/kit/shop';
import { errorBodySchema, loggedInResponseSchema } from '@lemon/shared/contract';
import { translationProblems, wordingProblems } from '@lemon/shared/i18n/checks';
import { auditListResponseSchema, teamMemberResponseSchema, teamResponseSchema, type AuditAction } from '@lemon/staff-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createMailingTestApp,
  linkIn,
  mailsTo,
  mailTo,
  newEmail,
  nextClient,
  refusalCodes,
  sessionTokenIn,
  staffSessionOf,
  type MailingTestApp,
} from '../test-support/test-accounts';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testEngines } from '../test-support/test-database';
import { createTestUser } from '../test-support/test-users';
import { tokenDigest } from '../sessions/access-tokens';
import { dutiesOf } from '../users/staff-roles';
import { teamMailTexts } from './team-mails';

const chosenPassword = 'Zeste-Equipe-2026';
const hour = 60 * 60 * 1000;

it('has every team mail text in fr, en and it, written as the shop writes', () => {
  expect(translationProblems(teamMailTexts)).toEqual([]);
  expect(wordingProblems(teamMailTexts)).toEqual([]);
});

describe.each(testEngines)('the shop’s team on %s', (engine) => {
  let shop: MailingTestApp;
  let owner: { id: number; email: string; token: string };
  let ownerName: string;
  beforeAll(async () => {
    shop = await createMailingTestApp(engine);
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    await shop.app.db.updateTable('users').set({ first_name: 'Marie', last_name: 'Bianchi' }).where('id', '=', user.id).execute();
    owner = { ...user, token: await staffSessionOf(shop.app, user.id) };
    ownerName = 'Marie Bianchi';
  });
  afterAll(() => shop.close());

  const team = async (token = owner.token) => {
    const response = await call(shop.app, 'GET', '/api/staff/team', { token });
    expect(response.statusCode).toBe(200);
    return teamResponseSchema.parse(response.json());
  };
  const invite = (payload: object, token = owner.token) => call(shop.app, 'POST', '/api/staff/team', { token, payload });
  const invitation = (email: string, overrides: object = {}) => ({
    email,
    first_name: 'Lucia',
    last_name: 'Ferrari',
    role: 'staff',
    ...overrides,
  });
  const memberIn = (response: { json: () => unknown }) => teamMemberResponseSchema.parse(response.json()).data;
  const login = (email: string, password: string) =>
    call(shop.app, 'POST', '/api/login', { payload: { email, password }, client: nextClient() });
  const resetPassword = (link: URL, password = chosenPassword) =>
    call(shop.app, 'POST', '/api/reset-password', {
      payload: { token: link.searchParams.get('token'), email: link.searchParams.get('email'), password, password_confirmation: password },
    });
  /** The audit entries about a staff account, oldest first. */
  const auditOf = async (email: string) => {
    const response = await call(shop.app, 'GET', `/api/staff/audit?subject_type=staff_account&subject_id=${encodeURIComponent(email)}`, {
      token: owner.token,
    });
    return auditListResponseSchema.parse(response.json()).data.reverse();
  };
  const teamEntriesOf = async (email: string) =>
    (await auditOf(email))
      .filter((entry) => entry.action.startsWith('team.'))
      .map(({ action, actor_email, before, after }) => ({ action: action as AuditAction, actor_email, before, after }));
  const userRow = (id: number) => shop.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const tokensOf = (userId: number, purpose: 'access' | 'password_reset') =>
    shop.app.db.selectFrom('tokens').select('id').where('user_id', '=', userId).where('purpose', '=', purpose).execute();
  /** A helper with a session opened with the second factor. */
  async function helper() {
    const user = await createTestUser(shop.app.db, { staffRole: 'staff' });
    return { ...user, token: await staffSessionOf(shop.app, user.id) };
  }

  it('lists the members, owners first then by name, with their last sign-in, second factor and what each role may do', async () => {
    const zoe = await createTestUser(shop.app.db, { staffRole: 'staff' });
    const anna = await createTestUser(shop.app.db, { staffRole: 'staff' });
    const shopper = await createTestUser(shop.app.db);
    await shop.app.db.updateTable('users').set({ first_name: 'Zoé', last_name: 'Abel' }).where('id', '=', zoe.id).execute();
    await shop.app.db
      .updateTable('users')
      .set({ first_name: 'Anna', last_name: 'Zeta', second_factor_enrolled_at: new Date() })
      .where('id', '=', anna.id)
      .execute();
    const latest = new Date('2026-11-30T08:15:00.000Z');
    await shop.app.db
      .insertInto('known_devices')
      .values([
        { user_id: anna.id, device_hash: 'phone', first_seen_at: new Date('2026-10-01T08:00:00Z'), last_seen_at: latest },
        {
          user_id: anna.id,
          device_hash: 'laptop',
          first_seen_at: new Date('2026-10-01T08:00:00Z'),
          last_seen_at: new Date('2026-11-02T08:00:00Z'),
        },
      ])
      .execute();

    const { data, meta } = await team();
    const ids = data.map((member) => member.id);
    expect(ids).not.toContain(shopper.id);
    expect(data.findIndex((member) => member.role === 'staff')).toBeGreaterThan(data.findLastIndex((member) => member.role === 'owner'));
    expect(ids.indexOf(zoe.id)).toBeLessThan(ids.indexOf(anna.id));
    expect(data.find((member) => member.id === anna.id)).toMatchObject({
      first_name: 'Anna',
      last_name: 'Zeta',
      email: anna.email,
      role: 'staff',
      second_factor_enrolled: true,
      last_signed_in_at: latest.toISOString(),
      is_you: false,
    });
    expect(data.find((member) => member.id === zoe.id)).toMatchObject({ second_factor_enrolled: false, last_signed_in_at: null });
    expect(data.filter((member) => member.is_you).map((member) => member.id)).toEqual([owner.id]);
    expect(meta.duties).toEqual({ owner: [...dutiesOf.owner], staff: [...dutiesOf.staff] });
    expect(meta.duties.owner).toContain('team');
    expect(meta.duties.staff).not.toContain('team');
  });

  it('invites a new address: a verified account whose link chooses the password, then a login that asks for the second factor', async () => {
    const email = newEmail('helper');
    const before = Date.now();
    const response = await invite(invitation(email.toUpperCase(), { locale: 'en' }));
    expect(response.statusCode).toBe(201);
    const member = memberIn(response);
    expect(member).toMatchObject({
      email,
      first_name: 'Lucia',
      last_name: 'Ferrari',
      role: 'staff',
      second_factor_enrolled: false,
      last_signed_in_at: null,
      is_you: false,
    });
    expect(Date.parse(member.invited_at)).toBeGreaterThanOrEqual(before - 1000);
    const account = await userRow(member.id);
    expect(account).toMatchObject({ staff_role: 'staff', locale: 'en' });
    expect(account.email_verified_at).not.toBeNull();
    expect((await team()).data.map(({ id }) => id)).toContain(member.id);

    const mail = await mailTo(shop, email);
    expect(mail.subject).toBe(`Marie Bianchi invites you to the team of ${shopIdentity.name}`);
    expect(mail.text).toContain('Hello Lucia,');
    expect(mail.text).toContain(`${ownerName} invites you to the team of ${shopIdentity.name}, as helper`);
    expect(mail.text).toContain('valid for 72 hours');
    expect(mail.text).toContain('authenticator app');
    const link = linkIn(mail);
    expect(link.origin + link.pathname).toBe('https://shop.example/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const token = await shop.app.db
      .selectFrom('tokens')
      .select('expires_at')
      .where('token_hash', '=', tokenDigest(link.searchParams.get('token')!))
      .executeTakeFirstOrThrow();
    expect(token.expires_at.getTime() - before).toBeGreaterThanOrEqual(72 * hour - 1000);
    expect(token.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(72 * hour);

    // Nobody knows the password it was made with.
    expect(refusalCodes(await login(email, ''.padEnd(12, 'x')))).toEqual({ email: ['invalid_credentials'] });
    expect((await resetPassword(link)).statusCode).toBe(200);
    const signedIn = await login(email, chosenPassword);
    expect(loggedInResponseSchema.parse(signedIn.json()).data.user).toMatchObject({ staff_role: 'staff', second_factor_enrolled: false });
    const orders = await call(shop.app, 'GET', '/api/staff/orders', { token: sessionTokenIn(signedIn) });
    expect(orders.statusCode).toBe(403);
    expect(errorBodySchema.parse(orders.json()).errors).toEqual({ second_factor: ['second_factor_required'] });
    expect((await call(shop.app, 'POST', '/api/me/second-factor', { token: sessionTokenIn(signedIn) })).statusCode).toBe(200);

    expect(await teamEntriesOf(email)).toEqual([
      {
        action: 'team.invited',
        actor_email: owner.email,
        before: null,
        after: { email, first_name: 'Lucia', last_name: 'Ferrari', role: 'staff', new_account: true },
      },
    ]);
  });

  it('writes the invitation in the language asked, else the request’s', async () => {
    const italian = newEmail('italian');
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/staff/team',
      payload: invitation(italian, { role: 'owner' }),
      remoteAddress: nextClient(),
      headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'it-IT,it;q=0.9,fr;q=0.5' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await mailTo(shop, italian);
    expect(mail.subject).toBe(`Marie Bianchi ti invita nella squadra di ${shopIdentity.name}`);
    expect(mail.text).toContain('come titolare');
    const french = newEmail('french');
    await invite(invitation(french, { locale: 'fr' }));
    expect((await mailTo(shop, french)).subject).toBe(`Marie Bianchi vous invite dans l’équipe de ${shopIdentity.name}`);
  });

  it('gives a shopper’s account the role, keeping its password, and tells them how to sign in', async () => {
    const shopper = await createTestUser(shop.app.db);
    await shop.app.db
      .updateTable('users')
      .set({ created_at: new Date('2024-05-01T10:00:00Z') })
      .where('id', '=', shopper.id)
      .execute();
    const { password_hash } = await userRow(shopper.id);
    const before = Date.now();
    const response = await invite(invitation(shopper.email.toUpperCase(), { first_name: 'Other', last_name: 'Name' }));
    expect(response.statusCode).toBe(201);
    const member = memberIn(response);
    expect(member).toMatchObject({ id: shopper.id, first_name: 'Camille', last_name: 'Martin', role: 'staff' });
    // Invited now, not when the account was made.
    expect(Date.parse(member.invited_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await userRow(shopper.id)).password_hash).toBe(password_hash);
    expect(await tokensOf(shopper.id, 'password_reset')).toEqual([]);

    const mail = await mailTo(shop, shopper.email);
    expect(mail.subject).toBe(`Marie Bianchi vous a ajouté à l’équipe de ${shopIdentity.name}`);
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain('votre mot de passe habituel');
    expect(mail.text).toContain('application d’authentification');
    expect(mail.text).toContain('Ouvrir la gestion: https://shop.example/fr/gestion');
    expect(mail.html).toContain('href="https://shop.example/fr/gestion"');

    const signedIn = await login(shopper.email, shopper.password);
    expect(loggedInResponseSchema.parse(signedIn.json()).data.user.staff_role).toBe('staff');
    expect(await teamEntriesOf(shopper.email)).toEqual([
      {
        action: 'team.invited',
        actor_email: owner.email,
        before: null,
        after: { email: shopper.email, first_name: 'Camille', last_name: 'Martin', role: 'staff', new_account: false },
      },
    ]);
  });

  it('sends a link to choose a password to an account whose address nobody proved, its old password no longer working', async () => {
    const unproven = await createTestUser(shop.app.db, { verified: false });
    expect((await invite(invitation(unproven.email))).statusCode).toBe(201);
    const link = linkIn(await mailTo(shop, unproven.email));
    await shop.app.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', unproven.id).execute();
    expect(refusalCodes(await login(unproven.email, unproven.password))).toEqual({ email: ['invalid_credentials'] });
    expect((await resetPassword(link)).statusCode).toBe(200);
    expect((await login(unproven.email, chosenPassword)).statusCode).toBe(200);
  });

  it('refuses someone in the team already, writing nothing and mailing nothing', async () => {
    const member = await helper();
    const before = await userRow(member.id);
    const response = await invite(invitation(member.email.toUpperCase(), { role: 'owner' }));
    expect(refusalCodes(response)).toEqual({ email: ['already_staff'] });
    expect(await userRow(member.id)).toEqual(before);
    expect(await mailsTo(shop, member.email)).toEqual([]);
    expect(await teamEntriesOf(member.email)).toEqual([]);
  });

  it('answers a helper 403 on every team call, changing nothing', async () => {
    const asHelper = await helper();
    const other = await helper();
    const email = newEmail('by-helper');
    const calls = [
      call(shop.app, 'GET', '/api/staff/team', { token: asHelper.token }),
      invite(invitation(email, { role: 'owner' }), asHelper.token),
      call(shop.app, 'POST', `/api/staff/team/${other.id}/invitation`, { token: asHelper.token }),
      call(shop.app, 'PUT', `/api/staff/team/${asHelper.id}/role`, { token: asHelper.token, payload: { role: 'owner' } }),
      call(shop.app, 'DELETE', `/api/staff/team/${other.id}`, { token: asHelper.token }),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect((await userRow(asHelper.id)).staff_role).toBe('staff');
    expect((await userRow(other.id)).staff_role).toBe('staff');
    expect(await shop.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(await mailsTo(shop, other.email)).toEqual([]);
  });

  it('changes a role, logging it; the same role again changes and logs nothing', async () => {
    const member = await helper();
    const promote = () => call(shop.app, 'PUT', `/api/staff/team/${member.id}/role`, { token: owner.token, payload: { role: 'owner' } });
    const response = await promote();
    expect(response.statusCode).toBe(200);
    expect(memberIn(response)).toMatchObject({ id: member.id, role: 'owner' });
    expect((await userRow(member.id)).staff_role).toBe('owner');
    expect((await promote()).statusCode).toBe(200);
    expect(await teamEntriesOf(member.email)).toEqual([
      { action: 'team.role_changed', actor_email: owner.email, before: { role: 'staff' }, after: { role: 'owner' } },
    ]);
    // The new owner now does the owner's work.
    expect((await call(shop.app, 'GET', '/api/staff/team', { token: member.token })).statusCode).toBe(200);
    const shopper = await createTestUser(shop.app.db);
    for (const id of [shopper.id, 987654])
      expect(
        (await call(shop.app, 'PUT', `/api/staff/team/${id}/role`, { token: owner.token, payload: { role: 'owner' } })).statusCode,
      ).toBe(404);
    expect((await userRow(shopper.id)).staff_role).toBeNull();
  });

  it('removes a member at once: their sessions end, their second factor and devices are forgotten, their account stays', async () => {
    const member = await helper();
    await shop.app.db
      .updateTable('users')
      .set({ second_factor_secret: 'sealed', second_factor_enrolled_at: new Date(), second_factor_last_step: 42 })
      .where('id', '=', member.id)
      .execute();
    await shop.app.db.insertInto('recovery_codes').values({ user_id: member.id, code_hash: 'hash' }).execute();
    await shop.app.db.insertInto('known_devices').values({ user_id: member.id, device_hash: 'phone' }).execute();
    expect((await call(shop.app, 'GET', '/api/staff/orders', { token: member.token })).statusCode).toBe(200);

    expect((await call(shop.app, 'DELETE', `/api/staff/team/${member.id}`, { token: owner.token })).statusCode).toBe(204);
    expect((await call(shop.app, 'GET', '/api/staff/orders', { token: member.token })).statusCode).toBe(401);
    expect(await userRow(member.id)).toMatchObject({
      staff_role: null,
      second_factor_secret: null,
      second_factor_enrolled_at: null,
      second_factor_last_step: null,
    });
    const left = async (table: 'recovery_codes' | 'known_devices') =>
      shop.app.db.selectFrom(table).select('id').where('user_id', '=', member.id).execute();
    expect([await left('recovery_codes'), await left('known_devices')]).toEqual([[], []]);
    expect(await tokensOf(member.id, 'access')).toEqual([]);
    expect((await team()).data.map(({ id }) => id)).not.toContain(member.id);
    const asShopper = await login(member.email, member.password);
    expect(loggedInResponseSchema.parse(asShopper.json()).data.user.staff_role).toBeNull();
    expect(await teamEntriesOf(member.email)).toEqual([
      { action: 'team.removed', actor_email: owner.email, before: { email: member.email, role: 'staff' }, after: null },
    ]);
    expect((await call(shop.app, 'DELETE', `/api/staff/team/${member.id}`, { token: owner.token })).statusCode).toBe(404);
  });

  it('forgets a member’s lost phone: their sessions end, their next sign-in asks for a new app; not one’s own', async () => {
    const member = await helper();
    await shop.app.db
      .updateTable('users')
      .set({ second_factor_secret: 'sealed', second_factor_enrolled_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    await shop.app.db.insertInto('recovery_codes').values({ user_id: member.id, code_hash: 'hash' }).execute();
    const reset = () => call(shop.app, 'POST', `/api/staff/team/${member.id}/second-factor/reset`, { token: owner.token });
    const response = await reset();
    expect(response.statusCode, response.body).toBe(200);
    expect(memberIn(response)).toMatchObject({ id: member.id, role: 'staff', second_factor_enrolled: false });
    expect(await userRow(member.id)).toMatchObject({ staff_role: 'staff', second_factor_secret: null, second_factor_enrolled_at: null });
    expect(await shop.app.db.selectFrom('recovery_codes').select('id').where('user_id', '=', member.id).execute()).toEqual([]);
    expect((await call(shop.app, 'GET', '/api/staff/orders', { token: member.token })).statusCode).toBe(401);
    // The password alone now: a session that may only enrol the new phone.
    const again = loggedInResponseSchema.parse((await login(member.email, member.password)).json()).data;
    expect(again.user).toMatchObject({ staff_role: 'staff', second_factor_enrolled: false });
    expect(await teamEntriesOf(member.email)).toEqual([
      { action: 'team.second_factor_reset', actor_email: owner.email, before: null, after: { email: member.email } },
    ]);
    expect(refusalCodes(await call(shop.app, 'POST', `/api/staff/team/${owner.id}/second-factor/reset`, { token: owner.token }))).toEqual({
      id: ['self'],
    });
    expect((await call(shop.app, 'POST', `/api/staff/team/${owner.id}/second-factor/reset`, { token: member.token })).statusCode).toBe(401);
  });

  it('tells any staff member what their role may do, from the table every call is checked against', async () => {
    const duties = async (token?: string) => call(shop.app, 'GET', '/api/staff/duties', { token });
    expect((await duties(owner.token)).json()).toEqual({ data: { role: 'owner', duties: [...dutiesOf.owner] } });
    const member = await helper();
    expect((await duties(member.token)).json()).toEqual({ data: { role: 'staff', duties: [...dutiesOf.staff] } });
    expect(dutiesOf.staff).not.toContain('team');
    const shopper = await createTestUser(shop.app.db);
    const asShopper = sessionTokenIn(await login(shopper.email, shopper.password));
    expect((await duties(asShopper)).statusCode).toBe(403);
    expect((await duties()).statusCode).toBe(401);
  });

  it('refuses to remove oneself', async () => {
    expect(refusalCodes(await call(shop.app, 'DELETE', `/api/staff/team/${owner.id}`, { token: owner.token }))).toEqual({ id: ['self'] });
    expect((await userRow(owner.id)).staff_role).toBe('owner');
    expect((await call(shop.app, 'GET', '/api/staff/team', { token: owner.token })).statusCode).toBe(200);
  });

  it('mails the invitation again with a new link to a member who never signed in, and refuses for one who did', async () => {
    const email = newEmail('again');
    const member = memberIn(await invite(invitation(email, { locale: 'it' })));
    const firstLink = linkIn(await mailTo(shop, email));
    const response = await call(shop.app, 'POST', `/api/staff/team/${member.id}/invitation`, { token: owner.token });
    expect(response.statusCode).toBe(200);
    expect(memberIn(response)).toMatchObject({ id: member.id, last_signed_in_at: null });
    const mails = await mailsTo(shop, email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Marie Bianchi ti invita nella squadra di ${shopIdentity.name}`);
    const secondLink = linkIn(mails[1]!);
    expect(refusalCodes(await resetPassword(firstLink))).toEqual({ token: ['invalid_token'] });
    expect((await resetPassword(secondLink)).statusCode).toBe(200);
    expect((await login(email, chosenPassword)).statusCode).toBe(200);
    expect((await teamEntriesOf(email)).map(({ action }) => action)).toEqual(['team.invited', 'team.invitation_resent']);

    const mailed = (await mailsTo(shop, email)).length;
    expect(refusalCodes(await call(shop.app, 'POST', `/api/staff/team/${member.id}/invitation`, { token: owner.token }))).toEqual({
      id: ['invalid'],
    });
    expect(await mailsTo(shop, email)).toHaveLength(mailed);
    const shopper = await createTestUser(shop.app.db);
    for (const id of [shopper.id, 987654])
      expect((await call(shop.app, 'POST', `/api/staff/team/${id}/invitation`, { token: owner.token })).statusCode).toBe(404);
    expect(await mailsTo(shop, shopper.email)).toEqual([]);
  });
});

describe.each(testEngines)('always an owner on %s', (engine) => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp(engine);
  });
  afterAll(() => shop.close());

  /** The shop's owners: only those made here (a fresh database has none). */
  const owners = async () =>
    (await shop.app.db.selectFrom('users').select('id').where('staff_role', '=', 'owner').execute()).map(({ id }) => id);
  const newOwner = async () => {
    const user = await createTestUser(shop.app.db, { staffRole: 'owner' });
    return { id: user.id, token: await staffSessionOf(shop.app, user.id) };
  };
  /** No owner left from an earlier test. */
  const noOwners = () => shop.app.db.updateTable('users').set({ staff_role: 'staff' }).where('staff_role', '=', 'owner').execute();
  const demote = (by: { token: string }, id: number) =>
    call(shop.app, 'PUT', `/api/staff/team/${id}/role`, { token: by.token, payload: { role: 'staff' } });
  const remove = (by: { token: string }, id: number) => call(shop.app, 'DELETE', `/api/staff/team/${id}`, { token: by.token });
  const roleChanges = () =>
    shop.app.db.selectFrom('audit_entries').select('id').where('action', 'in', ['team.role_changed', 'team.removed']).execute();

  it('refuses to make the last owner a helper', async () => {
    await noOwners();
    const only = await newOwner();
    const logged = (await roleChanges()).length;
    expect(refusalCodes(await demote(only, only.id))).toEqual({ role: ['last_owner'] });
    expect(await owners()).toEqual([only.id]);
    expect(await roleChanges()).toHaveLength(logged);
    // With a second owner, either may step down.
    const second = await newOwner();
    expect((await demote(only, only.id)).statusCode).toBe(200);
    expect(await owners()).toEqual([second.id]);
  });

  // Each pair, at once, on the last two owners: whatever the interleaving, one change goes through and one owner stays.
  it.each([
    ['demote', demote],
    ['remove', remove],
  ])('keeps an owner when two owners %s each other at the same time', async (_, change) => {
    for (let round = 0; round < 8; round += 1) {
      await noOwners();
      const [first, second] = [await newOwner(), await newOwner()];
      const statuses = (await Promise.all([change(first, second.id), change(second, first.id)])).map((response) => response.statusCode);
      expect(await owners()).toHaveLength(1);
      expect(statuses.filter((status) => status < 300)).toHaveLength(1);
      // The other refused: the last owner (or, had it waited for the first, no owner's session any more).
      for (const status of statuses.filter((status) => status >= 300)) expect([401, 403, 422]).toContain(status);
    }
  });
});
