import { defineCalls } from '@lemon/app-protocol';
import { staffDutiesResponseSchema } from '@lemon/staff-contract';

/** The frame's calls: the menu shows what the signed-in staff member's role may do. */
export const layoutCalls = defineCalls({
  /** The role's duties, from the API's table. */
  duties: { method: 'GET', path: '/api/staff/duties', response: staffDutiesResponseSchema, example: { as: 'owner' } },
});
