import type { CallDeclaration } from '@lemon/app-protocol';
import { ApiError, showToastFx, useUnit, useTranslation } from '@lemon/shared';
import { staffCall } from '../api/staff-api';
import type { CancellationRequestPayload, SendOrderPayload, StaffOrder, StaffOrderMove } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { orderCalls } from './order-api';

/** One order with all the owner needs; an unknown reference is not asked again. */
export function useStaffOrder(reference: string) {
  return useQuery({
    queryKey: queryKeys.orders.details(reference),
    queryFn: async () => (await staffCall(orderCalls.staffOrder, { params: { reference } })).data,
  });
}

/** A move the rules refused: the order changed meanwhile (another staff member, another tab). */
export const isRefusedMove = (error: unknown) => error instanceof ApiError && Boolean(error.codes.status?.includes('status_transition'));

type MoveCall = { move: 'send'; parcel: SendOrderPayload } | { move: Exclude<StaffOrderMove, 'send'> };

/** Each move's declared call. */
const moveCalls = {
  send: orderCalls.orderMoveSend,
  ready: orderCalls.orderMoveReady,
  done: orderCalls.orderMoveDone,
  cancel: orderCalls.orderMoveCancel,
} satisfies Record<StaffOrderMove, CallDeclaration>;

/** What the toast says the move did: a paid order's cancellation refunded it, or waits for the payment service. */
function movedText(call: MoveCall, order: StaffOrder): string {
  if (call.move !== 'cancel' || !order.paid_at) return `order.moved.${call.move}`;
  return order.cancelling ? 'order.moved.cancelling' : 'order.moved.cancelAndRefund';
}

/**
 * Makes a move of the order: the page shows the order the answer gives and a toast says it; the list asks
 * again. A move refused because the order changed meanwhile shows the order as it is now, and says so.
 */
export function useOrderMove(reference: string, { onDone }: { onDone?: (order: StaffOrder) => void } = {}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showOrder = useShowOrder(reference);
  const showToast = useUnit(showToastFx);
  return useMutation({
    mutationFn: async (call: MoveCall) =>
      (await staffCall(moveCalls[call.move], { params: { reference }, body: call.move === 'send' ? call.parcel : undefined })).data,
    onSuccess: (order, call) => {
      showOrder(order);
      void showToast({ kind: 'success', message: t(movedText(call, order), { reference }) });
      onDone?.(order);
    },
    onError: (error) => {
      if (isRefusedMove(error)) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.orders.details(reference) });
        void showToast({ kind: 'error', message: t('order.changedMeanwhile') });
      }
    },
  });
}

/** Sets the order's page to what an answer says of it now, and asks again what it changed: the lists, its refunds and papers. */
function useShowOrder(reference: string) {
  const queryClient = useQueryClient();
  return (order: StaffOrder) => {
    const details = queryKeys.orders.details(reference);
    queryClient.setQueryData(details, order);
    // The rest about orders (the lists, this one's refunds and papers), and Today's list of what to do.
    const shown = JSON.stringify(details);
    void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all, predicate: (query) => JSON.stringify(query.queryKey) !== shown });
    void queryClient.invalidateQueries({ queryKey: queryKeys.today });
  };
}

/** A helper asks the owner to cancel a paid order (it is hers to refund); Today lists it for her. */
export function useCancellationRequest(reference: string, { onDone }: { onDone?: () => void } = {}) {
  const { t } = useTranslation('admin');
  const showOrder = useShowOrder(reference);
  const showToast = useUnit(showToastFx);
  return useMutation({
    mutationFn: async (payload: CancellationRequestPayload) =>
      (await staffCall(orderCalls.orderCancellationRequest, { params: { reference }, body: payload })).data,
    onSuccess: (order) => {
      showOrder(order);
      void showToast({ kind: 'success', message: t('order.ask.sent') });
      onDone?.();
    },
  });
}

/** The owner keeps an order a helper asked her to cancel. */
export function useDismissCancellationRequest(reference: string) {
  const { t } = useTranslation('admin');
  const showOrder = useShowOrder(reference);
  const showToast = useUnit(showToastFx);
  return useMutation({
    mutationFn: async () => (await staffCall(orderCalls.orderCancellationDismiss, { params: { reference } })).data,
    onSuccess: (order) => {
      showOrder(order);
      void showToast({ kind: 'success', message: t('order.request.dismissed', { reference }) });
    },
  });
}
