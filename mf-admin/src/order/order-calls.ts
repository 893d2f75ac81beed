import { api, ApiError, showToastFx } from '@lemon/shared';
import { staffOrderResponseSchema, type SendOrderPayload, type StaffOrder, type StaffOrderMove } from '@lemon/shared/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { staffOrdersKey } from '../orders/order-calls';

const staffOrderKey = (reference: string) => ['staff-order', reference] as const;

/** One order with all the owner needs; an unknown reference is not asked again. */
export function useStaffOrder(reference: string) {
  return useQuery({
    queryKey: staffOrderKey(reference),
    queryFn: async () => (await api.get(`/api/staff/orders/${encodeURIComponent(reference)}`, staffOrderResponseSchema)).data,
  });
}

/** A move the rules refused: the order changed meanwhile (another staff member, another tab). */
export const isRefusedMove = (error: unknown) => error instanceof ApiError && Boolean(error.codes.status?.includes('status_transition'));

type MoveCall = { move: 'send'; parcel: SendOrderPayload } | { move: Exclude<StaffOrderMove, 'send'> };

/**
 * Makes a move of the order: the page shows the order the answer gives and a toast says it; the list asks
 * again. A move refused because the order changed meanwhile shows the order as it is now, and says so.
 */
export function useOrderMove(reference: string, { onDone }: { onDone?: (order: StaffOrder) => void } = {}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showToast = useUnit(showToastFx);
  return useMutation({
    mutationFn: async (call: MoveCall) =>
      (
        await api.post(
          `/api/staff/orders/${encodeURIComponent(reference)}/${call.move}`,
          staffOrderResponseSchema,
          call.move === 'send' ? call.parcel : undefined,
        )
      ).data,
    onSuccess: (order, call) => {
      queryClient.setQueryData(staffOrderKey(reference), order);
      void queryClient.invalidateQueries({ queryKey: staffOrdersKey });
      void showToast({ kind: 'success', message: t(`order.moved.${call.move}`, { reference }) });
      onDone?.(order);
    },
    onError: (error) => {
      if (isRefusedMove(error)) {
        void queryClient.invalidateQueries({ queryKey: staffOrderKey(reference) });
        void showToast({ kind: 'error', message: t('order.changedMeanwhile') });
      }
    },
  });
}
