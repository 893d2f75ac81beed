import { type PromoCodePayload } from '@lemon/shared';
import { staffApi } from '../calls/staff-api';
import { staffPromoCodeListResponseSchema, staffPromoCodeResponseSchema } from '@lemon/shared/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';

const promoCodesKey = ['staff', 'promo-codes'] as const;

/** Every promo code, with its uses and its state. */
export const usePromoCodes = () =>
  useQuery({
    queryKey: promoCodesKey,
    queryFn: async () => (await staffApi.get('/api/promo_codes', staffPromoCodeListResponseSchema)).data,
  });

/** After a change, the list is read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promoCodesKey });
}

/** Creates a code, or rewrites the one `id` names. */
export function useSavePromoCode() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: number; payload: PromoCodePayload }) =>
      (id === undefined
        ? await staffApi.post('/api/promo_codes', staffPromoCodeResponseSchema, payload)
        : await staffApi.put(`/api/promo_codes/${id}`, staffPromoCodeResponseSchema, payload)
      ).data,
    onSuccess: refresh,
  });
}

/** Switches a code off (no cart takes it any more) or on again. */
export function useSwitchPromoCode() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, to }: { id: number; to: 'disable' | 'enable' }) =>
      (await staffApi.post(`/api/promo_codes/${id}/${to}`, staffPromoCodeResponseSchema)).data,
    onSuccess: refresh,
  });
}

/** Deletes a code no order carries (the server refuses one that an order does). */
export function useDeletePromoCode() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffApi.delete(`/api/promo_codes/${id}`, z.unknown()),
    onSuccess: refresh,
  });
}
