import type { FastifyInstance } from 'fastify';
import { orderMail, type OrderMailKind } from './order-mails';
import { existingUser } from '../users/users.repository';
import { toOrderAnswer, type OrderRow } from './orders.repository';

/** E-mails the customer that their order moved (after the answer; a failure is logged). */
export async function mailOrderMove(app: FastifyInstance, kind: OrderMailKind, row: OrderRow): Promise<void> {
  const customer = await existingUser(app.db, row.user_id);
  const order = await toOrderAnswer(app.db, row);
  const shipment = { carrier: row.carrier, trackingNumber: row.tracking_number };
  app.sendMailLater(
    orderMail(kind, order, { to: customer.email, name: customer.first_name }, app.publicUrl, { shipment, cancelCause: row.cancel_cause }),
  );
}
