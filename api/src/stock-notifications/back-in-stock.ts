import { isLocale, defaultLocale } from '@lemon/shared/locales';
import { localizedPath } from '@lemon/shared/routes';
import type { FastifyInstance } from 'fastify';
import { backInStockMail } from './back-in-stock-mail';
import { claimSignUp, pendingSignUps, releaseSignUp } from './stock-notifications.repository';

/**
 * Sends each address waiting for a variation its one back-in-stock e-mail, in its language. A sign-up is
 * claimed before its e-mail goes, so two restocks at once never send it twice; one whose e-mail fails
 * goes back in the queue for the next restock.
 */
export async function notifyBackInStock(app: FastifyInstance, variationId: number): Promise<number> {
  const variation = await app.db
    .selectFrom('product_variations')
    .innerJoin('products', 'products.id', 'product_variations.product_id')
    .select([
      'product_variations.label_fr as variation_fr',
      'product_variations.label_en as variation_en',
      'product_variations.label_it as variation_it',
      'products.label_fr',
      'products.label_en',
      'products.label_it',
      'products.slug_fr',
      'products.slug_en',
      'products.slug_it',
    ])
    .where('product_variations.id', '=', variationId)
    .executeTakeFirstOrThrow();

  let sent = 0;
  for (const signUp of await pendingSignUps(app.db, variationId)) {
    if (!(await claimSignUp(app.db, app.engine, signUp.id))) continue;
    const locale = isLocale(signUp.locale) ? signUp.locale : defaultLocale;
    const productUrl = new URL(localizedPath(locale, 'product', { slug: variation[`slug_${locale}`] }), app.publicUrl).href;
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
