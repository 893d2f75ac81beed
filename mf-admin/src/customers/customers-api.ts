import { defineCalls, fileAnswer } from '@lemon/app-protocol';
import { customerErasureResponseSchema, customerListResponseSchema } from '@lemon/staff-contract';

/** The customers page's calls: the owner answers a data request received by post or e-mail. */
export const customersCalls = defineCalls({
  /** A page of the accounts not erased, newest first, searched by words of a name or an address. */
  customers: {
    method: 'GET',
    path: '/api/staff/customers',
    response: customerListResponseSchema,
    example: { as: 'owner', given: ['shopper.id'] },
  },
  /** The customer's data as the ZIP they would download themselves; the journal says who took it. */
  customerDataExport: {
    method: 'GET',
    path: '/api/staff/customers/:id/data-export',
    response: fileAnswer('application/zip'),
    example: { as: 'owner', params: { id: '{shopper.id}' } },
  },
  /** Erases the account, its e-mail address typed again to confirm: the unpaid orders it cancelled. */
  customerErase: {
    method: 'POST',
    path: '/api/staff/customers/:id/erase',
    response: customerErasureResponseSchema,
    example: { as: 'owner', params: { id: '{shopper.id}' }, body: { email: '{shopper.email}' } },
  },
});
