import type { FastifyInstance } from 'fastify';
import { orderMail, type OrderMailKind } from './order-mails';
import { toOrderAnswer, type OrderRow } from './orders.repository';

/** E-mails the customer that their order moved (after the answer; a failure is logged). */
export async function mailOrderMove(app: FastifyInstance, kind: OrderMailKind, row: OrderRow): Promise<void> {
  const customer = await app.db.selectFrom('users').select(['email', 'first_name']).where('id', '=', row.user_id).executeTakeFirstOrThrow();
  const order = await toOrderAnswer(app.db, row);
  const shipment = { carrier: row.carrier, trackingNumber: row.tracking_number };
  app.sendMailLater(
    orderMail(kind, order, { to: customer.email, name: customer.first_name }, app.publicUrl, { shipment, cancelCause: row.cancel_cause }),
  );
}
