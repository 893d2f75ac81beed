import { z } from '@lemon/shared';
import { defineCalls } from '@lemon/app-protocol';
import { staffPromoCodeListResponseSchema, staffPromoCodeResponseSchema } from '@lemon/staff-contract';

/** The promo codes page's calls: the list, and a code created, rewritten, switched off or on, deleted. */
export const promoCodesCalls = defineCalls({
  /** Every promo code, with its uses and its state. */
  promoCodes: {
    method: 'GET',
    path: '/api/promo_codes',
    response: staffPromoCodeListResponseSchema,
    example: { as: 'owner', given: ['ownPromo.id'] },
  },
  /** A new code. */
  createPromoCode: {
    method: 'POST',
    path: '/api/promo_codes',
    response: staffPromoCodeResponseSchema,
    example: { as: 'owner', body: { code: '{newPromo.code}', kind: 'percentage', value: 10 } },
  },
  /** A code rewritten: only one no order carries may change its text. */
  updatePromoCode: {
    method: 'PUT',
    path: '/api/promo_codes/:id',
    response: staffPromoCodeResponseSchema,
    example: { as: 'owner', params: { id: '{ownPromo.id}' }, body: { code: '{ownPromo.code}', kind: 'fixed', value: 300 } },
  },
  /** Switches a code off: no cart takes it any more. */
  disablePromoCode: {
    method: 'POST',
    path: '/api/promo_codes/:id/disable',
    response: staffPromoCodeResponseSchema,
    example: { as: 'owner', params: { id: '{ownPromo.id}' } },
  },
  /** Switches a code on again. */
  enablePromoCode: {
    method: 'POST',
    path: '/api/promo_codes/:id/enable',
    response: staffPromoCodeResponseSchema,
    example: { as: 'owner', params: { id: '{disabledPromo.id}' } },
  },
  /** Deletes a code no order carries: a 204. */
  deletePromoCode: {
    method: 'DELETE',
    path: '/api/promo_codes/:id',
    response: z.undefined(),
    example: { as: 'owner', params: { id: '{ownPromo.id}' } },
  },
});
