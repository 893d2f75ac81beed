import { defineCalls } from '@lemon/app-protocol';
import { staffDutiesResponseSchema } from '@lemon/staff-contract';

/** What the signed-in staff member's role may do: the menu shows its sections, a page what it offers. */
export const dutiesCalls = defineCalls({
  /** The role's duties, from the API's table. */
  duties: { method: 'GET', path: '/api/staff/duties', response: staffDutiesResponseSchema, example: { as: 'owner' } },
});
