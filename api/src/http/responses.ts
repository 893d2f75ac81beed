import { errorBodySchema } from '@lemon/shared/contract';
import { z } from 'zod';

/** The error statuses a route answers, each with the one error body. */
export const refusals = <const Status extends number>(...statuses: Status[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<Status, typeof errorBodySchema>;

/** A 204: no body at all. */
export const noContent = z.undefined();
