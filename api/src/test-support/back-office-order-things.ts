// The things of the shop the back office's recorded calls about orders, customers, messages and the team name
// (`{helper.id}`), each made for the call that asks: see shop-things.ts.
import { randomUUID } from 'node:crypto';
import { parisDay } from '@lemon/shared/contract';
import { monthOf } from '@lemon/staff-contract';
import { storePageView } from '../analytics/page-views.repository';
import { call, newEmail } from './test-accounts';
import { creditNoteFor, paidOrderOf } from './test-documents';
import { newRefundKey } from './test-refunds';
import type { ThingMakers, ThingsContext } from './shop-things';
import { createTestUser } from './test-users';

export function backOfficeOrderThings({ app, once, owner }: ThingsContext): ThingMakers {
  /** An order of its own, a bottle at 10 € paid with the test provider: its invoice is issued, it can be refunded. */
  const paidOrder = (key: string, method: 'shipping' | 'pickup' = 'shipping') =>
    once(key, async () => (await paidOrderOf(app, [{ price: 1000, vatRate: 2000 }], { method })).order.reference);
  /** A move of an order as the owner makes it from its page, which must be made: the thing needs it. */
  const movedByOwner = async (reference: string, move: string, payload?: object) => {
    const moved = await call(app, 'POST', `/api/staff/orders/${reference}/${move}`, { token: (await owner()).token, payload });
    if (moved.statusCode !== 200) throw new Error(`The order ${reference} could not be moved (${move}): ${moved.body}`);
    return reference;
  };
  /** A part of a paid order refunded, and the credit note it issued. */
  const creditNote = () =>
    once('creditNote', async () => {
      const reference = await paidOrder('creditNote.order');
      return { reference, number: (await creditNoteFor(app, reference, 500)).number };
    });
  /** A customer's account of its own, who ordered nothing: to export or erase. */
  const shopper = () => once('shopper', () => createTestUser(app.db));
  /** The month holding today, in the shop's time zone: the accounting page's period. */
  const thisMonth = () => monthOf(parisDay(new Date()));

  return {
    /** An address no account has, to invite to the team. */
    'newcomer.email': () => once('newcomer', async () => newEmail('newcomer')),
    /** A helper of the team, invited and never signed in. */
    'helper.id': () => once('helper', async () => (await createTestUser(app.db, { staffRole: 'staff' })).id),
    /** A paid order to be sent home, its invoice issued. */
    'staffOrder.reference': () => paidOrder('staffOrder'),
    /** A paid order to be picked up at the shop. */
    'pickupOrder.reference': () => paidOrder('pickupOrder', 'pickup'),
    /** A paid order the owner sent (the journal keeps the move). */
    'sentOrder.reference': () =>
      once('sentOrder', async () =>
        movedByOwner(await paidOrder('sentOrder.paid'), 'send', { carrier: 'colissimo', tracking_number: '6A12345678901' }),
      ),
    /** A paid order someone asked the owner to cancel. */
    'requestedOrder.reference': () =>
      once('requestedOrder', async () =>
        movedByOwner(await paidOrder('requestedOrder.paid'), 'cancellation-request', { note: 'Commandé deux fois' }),
      ),
    'creditNote.reference': async () => (await creditNote()).reference,
    /** The credit note's file: its number with the `.pdf` its address ends with. */
    'creditNote.file': async () => `${(await creditNote()).number}.pdf`,
    /** A new refund form's key. */
    'refund.key': () => once('refundKey', async () => newRefundKey()),
    'shopper.id': async () => (await shopper()).id,
    'shopper.email': async () => (await shopper()).email,
    /** A contact form's message of its own, unread. */
    'message.id': () =>
      once('message', async () => {
        const message = { name: 'Camille', email: 'camille@example.com', phone: null, subject: 'information' as const, locale: 'fr' };
        return (
          await app.db
            .insertInto('contacts')
            .values({ ...message, message: 'Bonjour !' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      }),
    /** A view of the home page today, so that the counts of the last days count something. */
    'pageView.path': () =>
      once('pageView', async () => {
        await storePageView(app.db, { path: '/fr', visitor: randomUUID() });
        return '/fr';
      }),
    /** A search a shopper made today, counted for the week's searches. */
    'searchMade.query': () =>
      once('searchMade', async () => {
        app.searchesMade.note('limoncello', false);
        return 'limoncello';
      }),
    'thisMonth.from': async () => thisMonth().from,
    'thisMonth.to': async () => thisMonth().to,
  };
}
