// Who in the workshop may do what, in one table: every staff call names its duty and the auth hook reads it here.
import { teamRoles, type StaffDutyName, type TeamRole } from '@lemon/staff-contract';

export const staffRoles = teamRoles;
/** `owner`: the shop's owner, everything; `staff`: a helper, the daily work. */
export type StaffRole = TeamRole;

/** What a staff call is part of. */
export type StaffDuty = StaffDutyName;

/** Each role's duties: the team page shows them as they are here. */
export const dutiesOf: Record<StaffRole, readonly StaffDuty[]> = {
  owner: ['orders', 'stock', 'page_views', 'messages', 'promo_codes', 'refunds', 'accounting', 'audit', 'catalogue', 'team', 'customers'],
  // Promo codes and refunds give money away, the accountant's export and the audit log watch the staff, the
  // catalogue sets what the shop sells and at what price, the team says who may do all that, and `customers` hands
  // out or erases a customer's whole data: the owner's alone.
  staff: ['orders', 'stock', 'page_views', 'messages'],
};

export const roleMay = (role: StaffRole, duty: StaffDuty) => dutiesOf[role].includes(duty);

/** Whether the session's user may do `duty` now: a staff role that may, and a session opened with the second factor. */
export const staffMay = (user: { staff_role: StaffRole | null; session: { second_factor: boolean } }, duty: StaffDuty) =>
  user.staff_role !== null && user.session.second_factor && roleMay(user.staff_role, duty);
