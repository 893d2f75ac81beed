// The shop's team in the database: its members, an invitation (a new account or a shopper's joining), a role
// changed, a member removed; each change with its audit entry, in its own transaction. There is always an owner:
// a change that could leave none locks the owners' rows first, so two owners demoting or removing each other at
// once take turns, and the second sees the first's result.
import { intlLocales, type Locale } from '@lemon/shared/locales';
import type { TeamMember, TeamRole } from '@lemon/staff-contract';
import type { Selectable } from 'kysely';
import { deleteUnusedTokens } from '../sessions/tokens.repository';
import { recordAudit, type AuditRecord, type StaffActor } from '../audit/audit.repository';
import type { Db, DbOrTransaction } from '../database/database';
import { isUniqueViolation, lockingRows } from '../database/engine';
import { forgetSecondFactor } from '../staff/second-factor';
import { issueToken } from '../sessions/access-tokens';
import type { UserTable } from '../users/user.table';
import { lockUser, normalizeEmail, type UserRow } from '../users/users.repository';

/** How long the link of an invitation works: time to read the mail after a weekend. */
export const invitationLifetimeHours = 72;

/** A member as the team page shows them. */
type MemberRow = Pick<
  Selectable<UserTable>,
  'id' | 'first_name' | 'last_name' | 'email' | 'second_factor_enrolled_at' | 'joined_team_at' | 'created_at'
> & { staff_role: TeamRole; last_signed_in_at: Date | null };

const members = (db: DbOrTransaction) =>
  db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.second_factor_enrolled_at',
      'users.joined_team_at',
      'users.created_at',
      eb.ref('users.staff_role').$notNull().as('staff_role'),
      // Every staff sign-in (with the password alone or the second factor) marks its device as seen.
      eb
        .selectFrom('known_devices')
        .select((devices) => devices.fn.max('known_devices.last_seen_at').as('last_seen_at'))
        .whereRef('known_devices.user_id', '=', 'users.id')
        .as('last_signed_in_at'),
    ])
    .where('users.staff_role', 'is not', null);

// Sorted here rather than in SQL: both engines then give the same order, accents and case alike.
const byName = new Intl.Collator(intlLocales.fr, { sensitivity: 'base' });
const ownersFirstThenByName = (a: MemberRow, b: MemberRow) =>
  Number(a.staff_role !== 'owner') - Number(b.staff_role !== 'owner') ||
  byName.compare(a.last_name, b.last_name) ||
  byName.compare(a.first_name, b.first_name) ||
  a.id - b.id;

/** Every member: owners first, then by last and first name. */
export async function listTeam(db: DbOrTransaction): Promise<MemberRow[]> {
  return (await members(db).execute()).sort(ownersFirstThenByName);
}

export const teamMember = (db: DbOrTransaction, id: number): Promise<MemberRow | undefined> =>
  members(db).where('users.id', '=', id).executeTakeFirst();

export const toTeamMember = (row: MemberRow, youId: number): TeamMember => ({
  id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  role: row.staff_role,
  second_factor_enrolled: row.second_factor_enrolled_at !== null,
  last_signed_in_at: row.last_signed_in_at?.toISOString() ?? null,
  // A staff member made before the team page (the seed's owner) joined with their account.
  invited_at: (row.joined_team_at ?? row.created_at).toISOString(),
  is_you: row.id === youId,
});

/** The owners' ids, their rows locked until the transaction ends (on PostgreSQL), always in the same order. */
const lockOwners = (trx: DbOrTransaction) =>
  trx.selectFrom('users').select('id').where('staff_role', '=', 'owner').orderBy('id').$call(lockingRows(trx)).execute();

/** Whether the account is the one owner left (the owners' rows locked first, as every change to the team locks them). */
export async function lastOwnerIs(trx: DbOrTransaction, id: number): Promise<boolean> {
  const owners = await lockOwners(trx);
  return owners.length === 1 && owners[0]!.id === id;
}

/** An entry about a member, named by their address as the staff's own entries are. */
const memberAudit = (
  email: string,
  action: AuditRecord['action'],
  before: AuditRecord['before'],
  after: AuditRecord['after'],
): AuditRecord => ({
  action,
  subject: { type: 'staff_account', id: email },
  before,
  after,
});

/** A staff member, their row locked; undefined for an unknown id or a shopper. */
async function lockMember(trx: DbOrTransaction, id: number) {
  const user = await lockUser(trx, id);
  return user?.staff_role ? { ...user, staff_role: user.staff_role } : undefined;
}

/**
 * A staff member locked after the owners (always in this order: two changes at once wait for each other, never
 * deadlock), and whether they are the one owner left, whom no change may leave the shop without.
 */
async function lockMemberAmongOwners(trx: DbOrTransaction, id: number) {
  const owners = await lockOwners(trx);
  const member = await lockMember(trx, id);
  return member && { member, lastOwner: member.staff_role === 'owner' && owners.every((owner) => owner.id === id) };
}

const issueInvitationToken = (trx: DbOrTransaction, userId: number, now: Date) =>
  issueToken(trx, { userId, purpose: 'password_reset', lifetimeHours: invitationLifetimeHours, now });

export interface Invitation {
  email: string;
  first_name: string;
  last_name: string;
  role: TeamRole;
  /** The language of the new account (and of its mail). */
  locale: Locale;
  /** A hash no password matches: the account's until its member chooses one with the invitation's link. */
  unusablePasswordHash: string;
}

/**
 * What an invitation did: `already_staff` (nothing written), or the member, their account, and the token of the
 * link to choose a password when they have none of their own yet (a new account, or one whose address nobody
 * proved: its password may be a stranger's).
 */
export type InvitationOutcome = 'already_staff' | { member: MemberRow; account: UserRow; passwordToken: string | null };

/**
 * Someone joins the team: a new account for a new address (its address verified, since only its owner can follow
 * the link), or the role given to the shopper's account that has it (names and password their own).
 */
export function inviteToTeam(db: Db, actor: StaffActor, invitation: Invitation, now = new Date()): Promise<InvitationOutcome> {
  const email = normalizeEmail(invitation.email);
  return db
    .transaction()
    .execute(async (trx): Promise<InvitationOutcome> => {
      const existing = await trx.selectFrom('users').selectAll().where('email', '=', email).$call(lockingRows(trx)).executeTakeFirst();
      if (existing?.staff_role) return 'already_staff';
      const unproven = existing !== undefined && existing.email_verified_at === null;
      const account = existing
        ? await trx
            .updateTable('users')
            .set({
              staff_role: invitation.role,
              joined_team_at: now,
              ...(unproven ? { password_hash: invitation.unusablePasswordHash } : {}),
            })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('users')
            .values({
              email,
              password_hash: invitation.unusablePasswordHash,
              first_name: invitation.first_name,
              last_name: invitation.last_name,
              locale: invitation.locale,
              staff_role: invitation.role,
              email_verified_at: now,
              joined_team_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
      const passwordToken = !existing || unproven ? await issueInvitationToken(trx, account.id, now) : null;
      const { first_name, last_name } = account;
      const after = { email, first_name, last_name, role: invitation.role, new_account: !existing };
      await recordAudit(trx, actor, memberAudit(email, 'team.invited', null, after), now);
      return { member: (await teamMember(trx, account.id))!, account, passwordToken };
    })
    .catch((error: unknown) => {
      // Invited by another request meanwhile.
      if (isUniqueViolation(error)) return 'already_staff' as const;
      throw error;
    });
}

/**
 * A new link to choose a password for a member who never signed in (the earlier unused ones stop working):
 * `not_found` for no member, `signed_in` for one who has.
 */
export function renewInvitation(
  db: Db,
  actor: StaffActor,
  id: number,
  now = new Date(),
): Promise<'not_found' | 'signed_in' | { member: MemberRow; account: UserRow; passwordToken: string }> {
  return db.transaction().execute(async (trx) => {
    const account = await lockMember(trx, id);
    if (!account) return 'not_found';
    const device = await trx.selectFrom('known_devices').select('id').where('user_id', '=', id).executeTakeFirst();
    if (device) return 'signed_in';
    await deleteUnusedTokens(trx, id, 'password_reset');
    const passwordToken = await issueInvitationToken(trx, id, now);
    await recordAudit(trx, actor, memberAudit(account.email, 'team.invitation_resent', null, { email: account.email }), now);
    return { member: (await teamMember(trx, id))!, account, passwordToken };
  });
}

/** The member's new role: `not_found`, `last_owner` (nothing written), or the member (the same role changes nothing). */
export function changeRole(db: Db, actor: StaffActor, id: number, role: TeamRole): Promise<'not_found' | 'last_owner' | MemberRow> {
  return db.transaction().execute(async (trx) => {
    const locked = await lockMemberAmongOwners(trx, id);
    if (!locked) return 'not_found';
    const { member, lastOwner } = locked;
    if (member.staff_role === role) return (await teamMember(trx, id))!;
    if (lastOwner) return 'last_owner';
    await trx.updateTable('users').set({ staff_role: role }).where('id', '=', id).execute();
    await recordAudit(trx, actor, memberAudit(member.email, 'team.role_changed', { role: member.staff_role }, { role }));
    return (await teamMember(trx, id))!;
  });
}

/**
 * The member leaves the team at once, their account staying a shopper's: their second factor forgotten, every
 * session ended, their devices too. `self`, `not_found` and `last_owner` write nothing.
 */
export function removeFromTeam(db: Db, actor: StaffActor, id: number): Promise<'self' | 'not_found' | 'last_owner' | 'removed'> {
  if (id === actor.id) return Promise.resolve('self');
  return db.transaction().execute(async (trx) => {
    const locked = await lockMemberAmongOwners(trx, id);
    if (!locked) return 'not_found';
    const { member, lastOwner } = locked;
    if (lastOwner) return 'last_owner';
    await trx.updateTable('users').set({ staff_role: null, joined_team_at: null }).where('id', '=', id).execute();
    await forgetSecondFactor(trx, id);
    await trx.deleteFrom('known_devices').where('user_id', '=', id).execute();
    await recordAudit(trx, actor, memberAudit(member.email, 'team.removed', { email: member.email, role: member.staff_role }, null));
    return 'removed';
  });
}

/**
 * A member's lost phone: their authenticator app is forgotten and their sessions end; their next sign-in (with their
 * password) asks them to enrol the new phone. Not one's own (`self`: a recovery code is for that).
 */
export function resetMemberSecondFactor(db: Db, actor: StaffActor, id: number): Promise<'self' | 'not_found' | MemberRow> {
  if (id === actor.id) return Promise.resolve('self');
  return db.transaction().execute(async (trx) => {
    const member = await lockMember(trx, id);
    if (!member) return 'not_found';
    await forgetSecondFactor(trx, id);
    await recordAudit(trx, actor, memberAudit(member.email, 'team.second_factor_reset', null, { email: member.email }));
    return (await teamMember(trx, id))!;
  });
}
