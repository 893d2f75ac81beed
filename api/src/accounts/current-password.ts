import { HttpError } from '../http/http-error';
import { passwordMatches } from '../users/passwords';
import type { UserRow } from '../users/users.repository';

/** The current password, asked before what it protects changes: `required`, or `wrong_password`. */
export async function checkCurrentPassword(user: UserRow, password: string | undefined): Promise<void> {
  if (!password) throw new HttpError(422, 'The current password is required.', { current_password: ['required'] });
  if (!(await passwordMatches(user.password_hash, password))) {
    throw new HttpError(422, 'The current password is not the right one.', { current_password: ['wrong_password'] });
  }
}
