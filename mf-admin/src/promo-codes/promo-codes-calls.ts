import type { PromoCodePayload } from '@lemon/orders-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';
import { promoCodesCalls } from './promo-codes-api';

const promoCodesKey = ['staff', 'promo-codes'] as const;

/** Every promo code, with its uses and its state. */
export const usePromoCodes = () =>
  useQuery({
    queryKey: promoCodesKey,
    queryFn: async () => (await staffCall(promoCodesCalls.promoCodes)).data,
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
        ? await staffCall(promoCodesCalls.createPromoCode, { body: payload })
        : await staffCall(promoCodesCalls.updatePromoCode, { params: { id }, body: payload })
      ).data,
    onSuccess: refresh,
  });
}

const switchCalls = { disable: promoCodesCalls.disablePromoCode, enable: promoCodesCalls.enablePromoCode };

/** Switches a code off (no cart takes it any more) or on again. */
export function useSwitchPromoCode() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: async ({ id, to }: { id: number; to: 'disable' | 'enable' }) => (await staffCall(switchCalls[to], { params: { id } })).data,
    onSuccess: refresh,
  });
}

/** Deletes a code no order carries (the server refuses one that an order does). */
export function useDeletePromoCode() {
  const refresh = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => staffCall(promoCodesCalls.deletePromoCode, { params: { id } }),
    onSuccess: refresh,
  });
}
