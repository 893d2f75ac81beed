import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { staffFestivalNoticeSchema, staffHomePageResponseSchema } from '@lemon/staff-contract';

/**
 * The home page's calls (its product search is the catalogue's products list). The check's changes leave the shop's
 * home page as it was: the other apps read it.
 */
export const homePageCalls = defineCalls({
  /** What the home page's blocks show: the festival notice, the product of the month, the best sellers. */
  staffHomePage: { method: 'GET', path: '/api/staff/home-page', response: staffHomePageResponseSchema, example: { as: 'owner' } },
  /** The festival notice saved from the version the owner started from; the check saves it as it stands. */
  saveFestivalNotice: {
    method: 'PUT',
    path: '/api/staff/home-page/festival-notice',
    response: z.object({ data: staffFestivalNoticeSchema }),
    example: { as: 'owner', body: '{festivalNotice.payload}' },
  },
  /** A product made the month's (or none), replacing the one the owner saw; the check keeps the one there is. */
  setMonthlyProduct: {
    method: 'PUT',
    path: '/api/staff/home-page/monthly-product',
    response: staffHomePageResponseSchema,
    example: { as: 'owner', body: { product_id: '{monthlyProduct.id}', replacing: '{monthlyProduct.id}' } },
  },
  /** The best sellers in a new order, or one less or one more, from the ones the owner saw; the check keeps their order. */
  saveBestSellers: {
    method: 'PUT',
    path: '/api/staff/home-page/best-sellers',
    response: staffHomePageResponseSchema,
    example: { as: 'owner', body: { ids: '{bestSellers.ids}', replacing: '{bestSellers.ids}' } },
  },
});
