// The shop's team: the owner invites helpers by e-mail, gives each a role, sees who signed in and who has the
// second factor, changes a role and removes someone. There is always at least one owner.
import { filledText, lazySchema, recordIdParamsSchema, emailSchema, z } from '@lemon/shared/contract';

/** `owner`: the shop's owner, everything; `staff`: a helper, the daily work. */
export const teamRoles = ['owner', 'staff'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** What a staff call is part of: each role's share is the API's table (`staff-roles.ts`), answered with the team. */
export const staffDuties = [
  'orders',
  'stock',
  'page_views',
  'messages',
  'promo_codes',
  'refunds',
  'accounting',
  'audit',
  'catalogue',
  'team',
  'customers',
] as const;
export type StaffDutyName = (typeof staffDuties)[number];

export const teamMemberSchema = lazySchema(() =>
  z.object({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(teamRoles),
    /** Whether an authenticator app is set up: without it, the member cannot do the staff's work yet. */
    second_factor_enrolled: z.boolean(),
    /** The last staff sign-in (any device), or null for someone who has not signed in since being invited. */
    last_signed_in_at: z.nullable(z.string()),
    /** When the member was invited or joined the team. */
    invited_at: z.string(),
    /** The one asking. */
    is_you: z.boolean(),
  }),
);
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** `GET /api/staff/team` (owner): the members, owners first, then by name; `meta.duties` says what each role may do. */
export const teamResponseSchema = lazySchema(() =>
  z.object({
    data: z.array(teamMemberSchema),
    meta: z.object({ duties: z.record(z.enum(teamRoles), z.array(z.enum(staffDuties))) }),
  }),
);
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** One member, as an invitation, a role change or a new invitation mail answers it. */
export const teamMemberResponseSchema = lazySchema(() => z.object({ data: teamMemberSchema }));

/**
 * `POST /api/staff/team` (owner): invites someone by e-mail, with the role chosen. A new address gets an account and
 * a link to choose its password (valid 72 hours); an existing shopper's account joins the team and is told so.
 * Refused with `email: ['already_staff']` for someone already in the team.
 */
export const teamInvitationPayloadSchema = lazySchema(() =>
  z.object({
    email: emailSchema,
    first_name: filledText(100),
    last_name: filledText(100),
    role: z.enum(teamRoles),
    /** The language of the invitation mail. */
    locale: z.optional(z.enum(['fr', 'en', 'it'])),
  }),
);
export type TeamInvitationPayload = z.infer<typeof teamInvitationPayloadSchema>;

/** `…/team/{id}`: a team member's account number, else a 404. */
export const teamMemberParamsSchema = lazySchema(() => recordIdParamsSchema('Team member'));

/** `PUT /api/staff/team/{id}/role` (owner): the new role; the last owner cannot become a helper (`role: ['last_owner']`). */
export const teamRolePayloadSchema = lazySchema(() => z.object({ role: z.enum(teamRoles) }));

/*
 * `POST /api/staff/team/{id}/invitation` (owner): the invitation mailed again, with a new link, to someone who has
 * not signed in yet. `DELETE /api/staff/team/{id}` (owner): the member leaves the team at once (their sessions end,
 * their authenticator app is forgotten; their account stays a shopper's); the last owner and oneself cannot be
 * removed (`id: ['last_owner']`, `id: ['self']`).
 */

/**
 * `GET /api/staff/duties` (any staff member): the caller's role and what it may do, from the API's own table; the
 * back office shows only those sections.
 */
export const staffDutiesResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ role: z.enum(teamRoles), duties: z.array(z.enum(staffDuties)) }) }),
);
export type StaffDuties = z.infer<typeof staffDutiesResponseSchema>['data'];
