import type { User } from '@lemon/shared';

/** A verified shopper, as `GET /api/me` gives her. */
export const anna: User = {
  id: 1,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Rossi',
  locale: 'it',
  is_staff: false,
  staff_role: null,
  second_factor_enrolled: false,
  pending_email: null,
};
