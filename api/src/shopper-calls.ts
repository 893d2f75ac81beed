// The calls of the shop's visitors and customers (and the health checks), one line each: what a new feature's
// shopper-facing routes are added to. The back office's are staff-calls.ts.
import type { FastifyInstance } from 'fastify';
import { passwordResetRoutes } from './accounts/password-reset.routes';
import { profileRoutes } from './accounts/profile.routes';
import { registrationRoutes } from './accounts/registration.routes';
import { addressRoutes } from './addresses/addresses.routes';
import { pageViewRoutes } from './analytics/page-views.routes';
import { authRoutes } from './auth/auth.routes';
import { cartFormRoutes } from './cart/cart-form.routes';
import { cartPromoRoutes } from './cart/cart-promo.routes';
import { cartRoutes } from './cart/cart.routes';
import { catalogRoutes } from './catalog/catalog.routes';
import { checkoutRoutes } from './checkout/checkout.routes';
import type { Config } from './config/config';
import { contactRoutes } from './contacts/contacts.routes';
import { countriesRoutes } from './countries/countries.routes';
import { shippingRatesRoutes } from './delivery/shipping-rates.routes';
import { healthRoutes } from './health/health.routes';
import { documentRoutes } from './invoices/documents.routes';
import { recordSellerIdentity } from './invoices/seller-identities.repository';
import { mediaRoutes } from './media/media.routes';
import { orderRoutes } from './orders/orders.routes';
import type { ShopRoutes } from './pages/shop-routes';
import { sitemapRoutes } from './pages/sitemap.routes';
import { paymentsPlugin } from './payments/payments.plugin';
import { consentFormRoutes } from './privacy/consent-form.routes';
import { dataRightsRoutes } from './privacy/data-rights.routes';
import { searchRoutes } from './search/search.routes';
import { searchesMadePlugin } from './search/searches-made.routes';
import { sessionRoutes } from './sessions/sessions.routes';
import { stockNotificationRoutes } from './stock-notifications/stock-notifications.routes';

export async function registerShopperCalls(app: FastifyInstance, config: Config, routes: ShopRoutes): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(dataRightsRoutes, { dataExportInstantDocuments: config.dataExportInstantDocuments });
  await app.register(sessionRoutes);
  await app.register(addressRoutes);
  await app.register(checkoutRoutes, { unpaidOrderMinutes: config.unpaidOrderMinutes });
  await app.register(orderRoutes);
  app.decorate('seller', config.seller);
  await app.register(documentRoutes);
  // Documents issued from now on name the seller as the shop's settings now say.
  await recordSellerIdentity(app.db, config.seller);
  await app.register(paymentsPlugin, {
    stripe: config.stripe,
    environment: config.environment,
    testPaymentsAsked: config.testPaymentsAsked,
  });
  await app.register(catalogRoutes);
  // Before the search: it counts what shoppers search.
  await app.register(searchesMadePlugin);
  await app.register(searchRoutes);
  await app.register(countriesRoutes);
  await app.register(cartRoutes);
  await app.register(cartFormRoutes);
  await app.register(consentFormRoutes);
  await app.register(cartPromoRoutes);
  await app.register(shippingRatesRoutes);
  await app.register(stockNotificationRoutes);
  await app.register(contactRoutes);
  await app.register(pageViewRoutes, { routes });
  await app.register(sitemapRoutes, { routes });
  await app.register(mediaRoutes, { picturesDir: config.picturesDir, photosDir: config.photosDir });
}
