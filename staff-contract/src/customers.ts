// The owner answers a customer's data request received by post or e-mail: finds the account, downloads its data
// as the customer would, or erases it (what the law makes the shop keep stays: orders and invoices).
import {
  localeSchema,
  listEnvelope,
  innerSchema,
  lazySchema,
  integerText,
  recordIdParamsSchema,
  storedText,
  strictQuery,
  z,
} from '@lemon/shared/contract';

/** Customers per page of `GET /api/staff/customers`. */
export const customersPerPage = 25;

/**
 * `GET /api/staff/customers?q=dupont&page=2` (owner): the accounts not erased, newest first; `q` looks for every
 * word in the first or last name or the e-mail address, whatever the case.
 */
export const customersQuerySchema = lazySchema(() =>
  strictQuery({
    q: z.optional(storedText.check(z.trim(), z.maxLength(100))),
    page: z.optional(z.pipe(integerText(/^\d{1,6}$/), z.number().check(z.minimum(1)))),
  }),
);
export type CustomersQuery = z.input<typeof customersQuerySchema>;

/** Who a customer is, as the back office names them: in the customers list, and on each of their orders. */
export const customerIdentitySchema = lazySchema(() =>
  z.object({
    id: z.int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    /** The language the customer reads the shop in: their mails' and their data export's. */
    locale: localeSchema,
  }),
);

export const staffCustomerSchema = lazySchema(() =>
  z.extend(innerSchema(customerIdentitySchema), {
    created_at: z.string(),
    order_count: z.int().check(z.minimum(0)),
    /** When they last ordered, or null for an account that never did. */
    last_order_at: z.nullable(z.string()),
  }),
);
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;
export const customerListResponseSchema = lazySchema(() => listEnvelope(staffCustomerSchema));
export type CustomerList = z.infer<typeof customerListResponseSchema>;

/** `…/customers/{id}/…`: an account's number, else a 404 (an erased account is one no longer). */
export const customerParamsSchema = lazySchema(() => recordIdParamsSchema('Customer'));

/**
 * `POST /api/staff/customers/{id}/erase` (owner): the customer's e-mail address typed again, so that no account
 * is erased by a slip of the thumb (`email: ['email_mismatch']` when it is not theirs). Refused with 409
 * `account: ['orders_in_progress']` (`details.references`) while an order of theirs is paid and not delivered,
 * `account: ['last_owner']` for the shop's last owner, and 422 `id: ['self']` for the owner's own account (erased
 * from her account page). The customer is mailed that their account is erased.
 */
export const customerErasurePayloadSchema = lazySchema(() =>
  z.object({ email: storedText.check(z.trim(), z.minLength(1), z.maxLength(320)) }),
);
export type CustomerErasurePayload = z.infer<typeof customerErasurePayloadSchema>;

/** The erasure done: the unpaid orders it cancelled (their units are back in stock). */
export const customerErasureResponseSchema = lazySchema(() =>
  z.object({ data: z.object({ status: z.literal('erased'), orders_cancelled: z.array(z.string()) }) }),
);

/*
 * `GET /api/staff/customers/{id}/data-export` (owner): the customer's data as the ZIP they would download themselves,
 * in their language (the back office declares the call: `mf-admin/src/customers/customers-api.ts`).
 */
