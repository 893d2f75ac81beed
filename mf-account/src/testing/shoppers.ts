import type { LoggedIn } from '@lemon/shared';

/** The session a login (or a checkout's verification link) gives Giulia, a verified shopper writing in Italian. */
export const giuliaSession: LoggedIn = {
  token: 'session-token',
  user: {
    id: 7,
    email: 'giulia@example.com',
    first_name: 'Giulia',
    last_name: 'Rossi',
    locale: 'it',
    is_staff: false,
    staff_role: null,
    second_factor_enrolled: false,
    pending_email: null,
  },
};
