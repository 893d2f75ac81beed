import {
  customerErasurePayloadSchema,
  customerErasureResponseSchema,
  customerListResponseSchema,
  customerParamsSchema,
  customersPerPage,
  customersQuerySchema,
} from '@lemon/staff-contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountErasedMail, recipientOf } from '../accounts/account-mails';
import { actorOf } from '../audit/actor-of';
import { recordAudit } from '../audit/audit.repository';
import { HttpError, notFound } from '../http/http-error';
import { paginationMeta } from '../http/pagination';
import { refusals } from '../http/responses';
import { sendDownload } from '../http/send-download';
import { dataExport } from '../privacy/data-export';
import { eraseAccount } from '../privacy/erase-account';
import { throwIfRefused } from '../privacy/erasure-refusals';
import { normalizeEmail } from '../users/users.repository';
import { customerAccount, customerPage } from './customers.repository';

/**
 * Owner: a customer's data request received by post or e-mail. She finds the account, downloads its data as the
 * customer would from their account, or erases it as the customer's own erasure would; both are in the journal.
 */
export const staffCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { onRequest: app.requireStaff('customers') };

  app.get(
    '/api/staff/customers',
    {
      ...guard,
      schema: { querystring: customersQuerySchema, response: { 200: customerListResponseSchema, ...refusals(400, 401, 403, 422) } },
    },
    async (request) => {
      const { q, page = 1 } = request.query;
      const { customers, total } = await customerPage(app.db, { q, page });
      return { data: customers, meta: paginationMeta(page, customersPerPage, total) };
    },
  );

  app.get(
    '/api/staff/customers/:id/data-export',
    { ...guard, schema: { params: customerParamsSchema, response: refusals(401, 403, 404) } },
    async (request, reply) => {
      const account = await customerAccount(app.db, request.params.id);
      if (!account) throw notFound('Customer');
      // The shop keeps no record of a browser's cookie choice: the export says where it is kept, and no choice.
      const file = await dataExport(app.db, account, app.seller, null);
      await recordAudit(app.db, await actorOf(request), {
        action: 'customer.exported',
        subject: { type: 'customer', id: account.id },
        before: null,
        after: null,
      });
      return sendDownload(reply, 'application/zip', file.fileName, file.content);
    },
  );

  app.post(
    '/api/staff/customers/:id/erase',
    {
      ...guard,
      schema: {
        params: customerParamsSchema,
        body: customerErasurePayloadSchema,
        response: { 200: customerErasureResponseSchema, ...refusals(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const actor = await actorOf(request);
      // The journal would keep her address as the erasure's author: her own account goes from her account page.
      if (request.params.id === actor.id) throw new HttpError(422, 'Your own account is erased from your account page.', { id: ['self'] });
      const account = await customerAccount(app.db, request.params.id);
      if (!account) throw notFound('Customer');
      if (normalizeEmail(request.body.email) !== account.email)
        throw new HttpError(422, 'Type the customer’s e-mail address to confirm.', { email: ['email_mismatch'] });
      const outcome = await eraseAccount(app.db, account.id, () => actor);
      throwIfRefused(outcome);
      if (outcome.kind === 'not_found') throw notFound('Customer');
      // To the address the account had: the erasure emptied it.
      app.sendMailLater(accountErasedMail(recipientOf(outcome.account), app.publicUrl));
      return { data: { status: 'erased' as const, orders_cancelled: outcome.cancelled } };
    },
  );
};
