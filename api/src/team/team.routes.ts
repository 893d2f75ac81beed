import { randomBytes } from 'node:crypto';
import {
  teamInvitationPayloadSchema,
  teamMemberParamsSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
  teamRolePayloadSchema,
  staffDutiesResponseSchema,
} from '@lemon/staff-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recipientOf, resetPasswordUrl, type AccountMailRecipient } from '../accounts/account-mails';
import { actorOf } from '../audit/actor-of';
import { requestLanguage } from '../http/request-language';
import { HttpError, notFound } from '../http/http-error';
import { noContent, refusals } from '../http/responses';
import { dutiesOf } from '../users/staff-roles';
import { hashPassword } from '../users/passwords';
import {
  changeRole,
  inviteToTeam,
  listTeam,
  removeFromTeam,
  renewInvitation,
  resetMemberSecondFactor,
  toTeamMember,
} from './team.repository';
import { invitationMail, joinedTeamMail, type TeamWelcome } from './team-mails';

const lastOwnerRefusal = (field: 'role' | 'id') =>
  new HttpError(422, 'The shop needs an owner: make someone else owner first.', { [field]: ['last_owner'] });

/**
 * Owner: the shop's team. Invites someone by e-mail (a new account with a link to choose its password, or a
 * shopper's account joining), mails an unused invitation again, changes a role, removes a member; each change is in
 * the audit log, and there is always an owner.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('team') };
  const memberResponses = { 200: teamMemberResponseSchema, ...refusals(401, 403, 404, 422) };

  /** The one asking: the audit log's actor, and the inviter a mail names. */
  const requester = async (request: FastifyRequest) => {
    const user = (await request.currentUser())!;
    return { actor: await actorOf(request), welcomeFrom: `${user.first_name} ${user.last_name}`.trim() };
  };

  /** The mail with the link to choose a password, valid as long as an invitation. */
  const sendInvitation = (recipient: AccountMailRecipient, welcome: TeamWelcome, passwordToken: string) =>
    app.sendMailLater(invitationMail(recipient, welcome, resetPasswordUrl(app.publicUrl, passwordToken, recipient.to)));

  app.get('/api/staff/team', { ...guard, schema: { response: { 200: teamResponseSchema, ...refusals(401, 403) } } }, async (request) => {
    const you = (await request.currentUser())!;
    return {
      data: (await listTeam(app.db)).map((member) => toTeamMember(member, you.id)),
      meta: { duties: { owner: [...dutiesOf.owner], staff: [...dutiesOf.staff] } },
    };
  });

  app.post(
    '/api/staff/team',
    { ...guard, schema: { body: teamInvitationPayloadSchema, response: { 201: teamMemberResponseSchema, ...refusals(401, 403, 422) } } },
    async (request, reply) => {
      const { actor, welcomeFrom } = await requester(request);
      const { locale: chosen, ...invited } = request.body;
      const locale = chosen ?? requestLanguage(request);
      // A random password nobody is told: the account opens only once its member chose theirs with the link.
      const unusablePasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const invitation = await inviteToTeam(app.db, actor, { ...invited, locale, unusablePasswordHash });
      if (invitation === 'already_staff') throw new HttpError(422, 'This person is in the team already.', { email: ['already_staff'] });
      const { member, account, passwordToken } = invitation;
      const recipient = { ...recipientOf(account), locale };
      const welcome = { inviter: welcomeFrom, role: member.staff_role };
      if (passwordToken) sendInvitation(recipient, welcome, passwordToken);
      else app.sendMailLater(joinedTeamMail(recipient, welcome, app.publicUrl));
      return reply.code(201).send({ data: toTeamMember(member, actor.id) });
    },
  );

  app.post(
    '/api/staff/team/:id/invitation',
    { ...guard, schema: { params: teamMemberParamsSchema, response: memberResponses } },
    async (request) => {
      const { actor, welcomeFrom } = await requester(request);
      const renewed = await renewInvitation(app.db, actor, request.params.id);
      if (renewed === 'not_found') throw notFound('Team member');
      if (renewed === 'signed_in')
        throw new HttpError(422, 'This member has signed in already: there is no invitation to send again.', { id: ['invalid'] });
      const { member, account, passwordToken } = renewed;
      // In the account's language: a new account's is its first invitation's.
      sendInvitation(recipientOf(account), { inviter: welcomeFrom, role: member.staff_role }, passwordToken);
      return { data: toTeamMember(member, actor.id) };
    },
  );

  app.put(
    '/api/staff/team/:id/role',
    { ...guard, schema: { params: teamMemberParamsSchema, body: teamRolePayloadSchema, response: memberResponses } },
    async (request) => {
      const actor = await actorOf(request);
      const changed = await changeRole(app.db, actor, request.params.id, request.body.role);
      if (changed === 'not_found') throw notFound('Team member');
      if (changed === 'last_owner') throw lastOwnerRefusal('role');
      return { data: toTeamMember(changed, actor.id) };
    },
  );

  app.delete(
    '/api/staff/team/:id',
    { ...guard, schema: { params: teamMemberParamsSchema, response: { 204: noContent, ...refusals(401, 403, 404, 422) } } },
    async (request, reply) => {
      const removed = await removeFromTeam(app.db, await actorOf(request), request.params.id);
      if (removed === 'self') throw new HttpError(422, 'You cannot remove yourself from the team.', { id: ['self'] });
      if (removed === 'not_found') throw notFound('Team member');
      if (removed === 'last_owner') throw lastOwnerRefusal('id');
      return reply.code(204).send();
    },
  );

  // A member's lost phone, without a recovery code: the owner has their app forgotten; they enrol the new one.
  app.post(
    '/api/staff/team/:id/second-factor/reset',
    { ...guard, schema: { params: teamMemberParamsSchema, response: memberResponses } },
    async (request) => {
      const you = (await request.currentUser())!;
      const reset = await resetMemberSecondFactor(app.db, await actorOf(request), request.params.id);
      if (reset === 'self')
        throw new HttpError(422, 'Your own app is replaced with a recovery code, from your account page.', { id: ['self'] });
      if (reset === 'not_found') throw notFound('Team member');
      return { data: toTeamMember(reset, you.id) };
    },
  );

  // Any staff member: what their role may do, from the table the API checks every call against.
  app.get(
    '/api/staff/duties',
    { onRequest: app.requireStaff(), schema: { response: { 200: staffDutiesResponseSchema, ...refusals(401, 403) } } },
    async (request) => {
      const { staff_role } = (await request.currentUser())!;
      return { data: { role: staff_role!, duties: [...dutiesOf[staff_role!]] } };
    },
  );
};
