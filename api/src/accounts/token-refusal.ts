import { HttpError } from '../http/http-error';
import type { TokenRefusal } from './accounts.repository';

/** The 422 of a link whose token cannot be used: `invalid_token`, or `expired_token` for one past its time. */
export const tokenRefusal = (code: TokenRefusal) =>
  new HttpError(422, code === 'expired_token' ? 'This link has expired: ask for a new one.' : 'This link is not valid.', {
    token: [code],
  });
