import type { User } from '@lemon/shared';

/** The shopper of the account tests. */
export const camille: User = {
  id: 7,
  email: 'camille@example.com',
  first_name: 'Camille',
  last_name: 'Rossi',
  locale: 'fr',
  is_staff: false,
  pending_email: null,
};
