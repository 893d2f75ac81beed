import { isLocale, defaultLocale } from '@lemon/shared/locales';
import { linkedPath } from '../pages/linked-pages';
import type { FastifyInstance } from 'fastify';
import { variationStock, variationWithProductNames } from '../catalog/products.repository';
import { backInStockMail } from './back-in-stock-mail';
import { claimSignUp, pendingSignUps, releaseSignUp } from './stock-notifications.repository';

/**
 * Sends each address waiting for a variation its one back-in-stock e-mail, in its language. A sign-up is
 * claimed before its e-mail goes, so two restocks at once never send it twice; one whose e-mail fails
 * goes back in the queue for the next restock.
 */
export async function notifyBackInStock(app: FastifyInstance, variationId: number): Promise<number> {
  const variation = await variationWithProductNames(app.db, variationId);
  let sent = 0;
  for (const signUp of await pendingSignUps(app.db, variationId)) {
    if (!(await claimSignUp(app.db, signUp.id))) continue;
    const locale = isLocale(signUp.locale) ? signUp.locale : defaultLocale;
    const productUrl = new URL(linkedPath(locale, 'product', { slug: variation[`slug_${locale}`] }), app.publicUrl).href;
    try {
      await app.mailer.send(
        backInStockMail({
          to: signUp.email,
          locale,
          product: variation[`label_${locale}`],
          variation: variation[`variation_${locale}`],
          productUrl,
        }),
      );
      sent += 1;
    } catch (error) {
      app.log.error({ err: error, signUp: signUp.id }, 'back-in-stock e-mail not sent; kept for the next restock');
      await releaseSignUp(app.db, signUp.id);
    }
  }
  return sent;
}

/**
 * A staff change of a variation's stock: back from zero, its waiting list is told (whichever call restocked);
 * how many were e-mailed.
 */
export async function notifyIfRestocked(app: FastifyInstance, variationId: number, { before, after }: { before: number; after: number }) {
  return before === 0 && after > 0 ? notifyBackInStock(app, variationId) : 0;
}

/**
 * Units given back to stock by a cancelled order or a refund: each of these variations on sale again tells its
 * waiting list, as a staff restock does. Called once the change is committed; a failure is logged, never the
 * caller's (the order stays cancelled, the refund made).
 */
export async function notifyGivenBack(app: FastifyInstance, variationIds: number[]): Promise<number> {
  let sent = 0;
  try {
    for (const variationId of new Set(variationIds)) {
      if ((await variationStock(app.db, variationId)) > 0) sent += await notifyBackInStock(app, variationId);
    }
  } catch (error) {
    app.log.error(
      { err: error, variations: variationIds },
      'back-in-stock e-mails after units came back not sent; kept for the next restock',
    );
  }
  return sent;
}
