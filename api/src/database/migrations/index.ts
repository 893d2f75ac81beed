import type { Migration } from 'kysely';
import * as catalogue from './2026-11-22T1600-catalogue';
import * as customers from './2026-11-22T1610-customers';
import * as carts from './2026-11-22T1620-carts';
import * as stockNotifications from './2026-11-22T1630-stock-notifications';
import * as accounts from './2026-11-23T0900-accounts';
import * as orders from './2026-11-23T0910-orders';
import * as promoCodes from './2026-11-23T1000-promo-codes';
import * as checkout from './2026-11-23T1100-checkout';
import * as contacts from './2026-11-23T1200-contacts';
import * as pageViews from './2026-11-23T1300-page-views';
import * as paymentChecks from './2026-11-25T1000-payment-checks';
import * as sessions from './2026-11-25T1300-sessions';
import * as staffRoles from './2026-11-25T1400-staff-roles';
import * as secondFactor from './2026-11-25T1410-second-factor';
import * as auditLog from './2026-11-25T1500-audit-log';
import * as orderShipments from './2026-11-25T1510-order-shipments';
import * as refunds from './2026-11-25T1520-refunds';
import * as invoices from './2026-11-25T1525-invoices';
import * as backOfficeDesk from './2026-11-25T1530-back-office-desk';
import * as sellerIdentities from './2026-11-25T1600-seller-identities';
import * as catalogueEditing from './2026-11-27T1000-catalogue-editing';
import * as categoryParents from './2026-11-27T1800-category-parents';
import * as checkoutLinkSignIn from './2026-11-27T1810-checkout-link-sign-in';
import * as catalogueAtScale from './2026-11-29T1000-catalogue-at-scale';
import * as recipeProductsInOrder from './2026-11-29T1200-recipe-products-in-order';
import * as categoryProductCounts from './2026-11-29T1400-category-product-counts';
import * as refundsThatHappen from './2026-12-02T1000-refunds-that-happen';
import * as staffAccess from './2026-12-02T1100-staff-access';
import * as team from './2026-12-02T1200-team';
import * as messageReplies from './2026-12-02T1300-message-replies';
import * as dataRights from './2026-12-03T1000-data-rights';
import * as productSearch from './2026-12-05T1000-product-search';
import * as productListingFacts from './2026-12-05T1400-product-listing-facts';
import * as searchesMade from './2026-12-05T1800-searches-made';
import * as productsShopOrder from './2026-12-05T1900-products-shop-order';

/** Every migration by name; names sort in the order they run. Listed, not globbed, so the server bundle holds them. */
export const migrations: Record<string, Migration> = {
  '2026-11-22T1600-catalogue': catalogue,
  '2026-11-22T1610-customers': customers,
  '2026-11-22T1620-carts': carts,
  '2026-11-22T1630-stock-notifications': stockNotifications,
  '2026-11-23T0900-accounts': accounts,
  '2026-11-23T0910-orders': orders,
  '2026-11-23T1000-promo-codes': promoCodes,
  '2026-11-23T1100-checkout': checkout,
  '2026-11-23T1200-contacts': contacts,
  '2026-11-23T1300-page-views': pageViews,
  '2026-11-25T1000-payment-checks': paymentChecks,
  '2026-11-25T1300-sessions': sessions,
  '2026-11-25T1400-staff-roles': staffRoles,
  '2026-11-25T1410-second-factor': secondFactor,
  '2026-11-25T1500-audit-log': auditLog,
  '2026-11-25T1510-order-shipments': orderShipments,
  '2026-11-25T1520-refunds': refunds,
  '2026-11-25T1525-invoices': invoices,
  '2026-11-25T1530-back-office-desk': backOfficeDesk,
  '2026-11-25T1600-seller-identities': sellerIdentities,
  '2026-11-27T1000-catalogue-editing': catalogueEditing,
  '2026-11-27T1800-category-parents': categoryParents,
  '2026-11-27T1810-checkout-link-sign-in': checkoutLinkSignIn,
  '2026-11-29T1000-catalogue-at-scale': catalogueAtScale,
  '2026-11-29T1200-recipe-products-in-order': recipeProductsInOrder,
  '2026-11-29T1400-category-product-counts': categoryProductCounts,
  '2026-12-02T1000-refunds-that-happen': refundsThatHappen,
  '2026-12-02T1100-staff-access': staffAccess,
  '2026-12-02T1200-team': team,
  '2026-12-02T1300-message-replies': messageReplies,
  '2026-12-03T1000-data-rights': dataRights,
  '2026-12-05T1000-product-search': productSearch,
  '2026-12-05T1400-product-listing-facts': productListingFacts,
  '2026-12-05T1800-searches-made': searchesMade,
  '2026-12-05T1900-products-shop-order': productsShopOrder,
};
