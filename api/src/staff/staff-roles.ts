// Who in the workshop may do what, in one table: every staff call names its duty and the auth hook reads it here.

export const staffRoles = ['owner', 'staff'] as const;
/** `owner`: the shop's owner, everything; `staff`: a helper, the daily work. */
export type StaffRole = (typeof staffRoles)[number];

/** What a staff call is part of. */
export type StaffDuty = 'orders' | 'stock' | 'page_views' | 'messages' | 'promo_codes' | 'refunds' | 'accounting' | 'audit' | 'catalogue';

const dutiesOf: Record<StaffRole, readonly StaffDuty[]> = {
  owner: ['orders', 'stock', 'page_views', 'messages', 'promo_codes', 'refunds', 'accounting', 'audit', 'catalogue'],
  // Promo codes and refunds give money away, the accountant's export and the audit log watch the staff, the
  // catalogue sets what the shop sells and at what price: the owner's alone.
  staff: ['orders', 'stock', 'page_views', 'messages'],
};

export const roleMay = (role: StaffRole, duty: StaffDuty) => dutiesOf[role].includes(duty);

/** Whether the session's user may do `duty` now: a staff role that may, and a session opened with the second factor. */
export const staffMay = (user: { staff_role: StaffRole | null; session: { second_factor: boolean } }, duty: StaffDuty) =>
  user.staff_role !== null && user.session.second_factor && roleMay(user.staff_role, duty);
