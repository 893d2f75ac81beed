import { HttpError } from '../http/http-error';
import type { eraseAccount } from './erase-account';

type ErasureOutcome = Awaited<ReturnType<typeof eraseAccount>>;

/**
 * An erasure the shop refused, as the answer says it: 409 `orders_in_progress` naming the orders on their way
 * (`details.references`), or 409 `last_owner`. The customer's page and the owner's translate the code.
 */
export function throwIfRefused(
  outcome: ErasureOutcome,
): asserts outcome is Exclude<ErasureOutcome, { kind: 'orders_in_progress' | 'last_owner' }> {
  if (outcome.kind === 'orders_in_progress') {
    const references = outcome.references.join(', ');
    throw new HttpError(
      409,
      `An order is on its way (${references}): the account can go once it is delivered.`,
      { account: ['orders_in_progress'] },
      { references },
    );
  }
  if (outcome.kind === 'last_owner')
    throw new HttpError(409, 'The shop must keep an owner: make someone else owner first.', { account: ['last_owner'] });
}
