import { gatherCalls } from '@lemon/app-protocol';
import { listEnvelope, maxPerPage, storeCalls } from '@lemon/shared';
import { festivalNoticeResponseSchema, pageViewResponseSchema } from '@lemon/shell-contract';
import { emailRequestResponseSchema, registerResponseSchema } from '@lemon/account-contract';
import { categorySchema } from '@lemon/catalog-contract';
import { countryGroupsSchema, orderResponseSchema } from '@lemon/orders-contract';

/**
 * The calls the shell makes of the shop's API, with those of the store it holds for every app of the page
 * (`storeCalls`): its build records them (`calls.json`), and the API's tests check the API still answers them
 * (`api/consumer-records/shell/`). Changed, they are recorded anew: `pnpm calls:record shell`.
 */
export const shellCalls = gatherCalls(storeCalls, {
  /** The main categories: the header, the burger menu, the home hero. */
  mainCategories: {
    method: 'GET',
    path: '/api/product_categories',
    query: { filter: { is_main: true }, sort: 'order', perPage: 10 },
    response: listEnvelope(categorySchema),
  },
  /** Every category, in the shop's order: the menu reaches each one. */
  allCategories: {
    method: 'GET',
    path: '/api/product_categories',
    query: { sort: 'order', perPage: maxPerPage },
    response: listEnvelope(categorySchema),
  },
  /** The lemon festival's notice above every page while it shows. */
  festivalNotice: { method: 'GET', path: '/api/festival-notice', response: festivalNoticeResponseSchema },
  /** The order the payment page sent the shopper back with (the popup of its outcome). */
  order: {
    method: 'GET',
    path: '/api/orders/:reference',
    response: orderResponseSchema,
    example: { as: 'customer', params: { reference: '{order.reference}' } },
  },
  /** Creates an account; it logs in once its address is verified. */
  register: {
    method: 'POST',
    path: '/api/register',
    response: registerResponseSchema,
    example: {
      body: {
        first_name: 'Camille',
        last_name: 'Martin',
        email: '{newcomer.email}',
        line1: '3 rue des Citrons',
        zip: '06500',
        city: 'Menton',
        country: 'FR',
        password: 'Zeste-Vif-2026',
        password_confirmation: 'Zeste-Vif-2026',
        locale: 'it',
      },
    },
  },
  /** Mails a link to choose a new password. */
  forgotPassword: {
    method: 'POST',
    path: '/api/forgot-password',
    response: emailRequestResponseSchema,
    example: { body: { email: '{customer.email}' } },
  },
  /** Mails the verification link again. */
  resendVerification: {
    method: 'POST',
    path: '/api/email/resend',
    response: emailRequestResponseSchema,
    example: { body: { email: '{customer.email}' } },
  },
  /** The countries the shop delivers to, by zone, named in the page's language. */
  countries: { method: 'GET', path: '/api/countries', response: countryGroupsSchema, example: { query: { locale: 'it' } } },
  /** One page view, under the visitor's random identifier (once they consent). */
  pageView: {
    method: 'POST',
    path: '/api/page-views',
    response: pageViewResponseSchema,
    example: { body: { path: '/fr/panier', visitor: '6f1c2b9e-4a7d-4f3e-9c21-8d5b7a0e3f42' } },
  },
});
