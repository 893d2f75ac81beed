// Test shoppers and staff of the apps' tests.
import type { User } from '@lemon/shared';

/** A logged-in shopper of the tests. */
export const camille: User = {
  id: 7,
  email: 'camille@example.com',
  first_name: 'Camille',
  last_name: 'Rossi',
  locale: 'fr',
  is_staff: false,
  staff_role: null,
  second_factor_enrolled: false,
  pending_email: null,
};
