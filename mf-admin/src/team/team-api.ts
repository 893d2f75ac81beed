import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { teamMemberResponseSchema, teamResponseSchema } from '@lemon/staff-contract';

/** The team's calls: the owner invites, changes roles, removes. */
export const teamCalls = defineCalls({
  /** The members and what each role may do. */
  team: { method: 'GET', path: '/api/staff/team', response: teamResponseSchema, example: { as: 'owner' } },
  /** Invites someone by e-mail, with a role. */
  invite: {
    method: 'POST',
    path: '/api/staff/team',
    response: teamMemberResponseSchema,
    example: { as: 'owner', body: { email: '{newcomer.email}', first_name: 'Lucia', last_name: 'Ferrari', role: 'staff', locale: 'it' } },
  },
  /** Mails the invitation again, with a new link. */
  resendInvitation: {
    method: 'POST',
    path: '/api/staff/team/:id/invitation',
    response: teamMemberResponseSchema,
    example: { as: 'owner', params: { id: '{helper.id}' } },
  },
  /** Gives a member another role. */
  changeRole: {
    method: 'PUT',
    path: '/api/staff/team/:id/role',
    response: teamMemberResponseSchema,
    example: { as: 'owner', params: { id: '{helper.id}' }, body: { role: 'owner' } },
  },
  /** Takes a member out of the team: a 204. */
  removeMember: {
    method: 'DELETE',
    path: '/api/staff/team/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{helper.id}' } },
  },
  /** Forgets a member's lost phone. */
  resetSecondFactor: {
    method: 'POST',
    path: '/api/staff/team/:id/second-factor/reset',
    response: teamMemberResponseSchema,
    example: { as: 'owner', params: { id: '{helper.id}' } },
  },
});
