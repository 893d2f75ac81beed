import type { CallDeclaration } from '@lemon/app-protocol';
import type { CallInput } from '@lemon/kit';
import { ApiError, showToastFx, type z, useUnit, useTranslation } from '@lemon/shared';
import type { ListOrderPayload } from '@lemon/staff-contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { staffCall } from '../api/staff-api';

/** A save refused because someone else saved first (409 `version: ['stale']`). */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/** The items `ids` name, in that order; undefined when one is not among them (an item being added). */
export function itemsInOrder<Item extends { id: number }>(items: readonly Item[], ids: number[]): Item[] | undefined {
  const ordered = ids.map((id) => items.find((item) => item.id === id));
  return ordered.every((item) => item !== undefined) ? ordered : undefined;
}

interface ListOrderOptions<Data, Call extends CallDeclaration> {
  /** The query that shows the list. */
  queryKey: QueryKey;
  /** The declared call that saves the order: it is sent `{ ids, replacing }`. */
  call: Call;
  /** The params its path names, if any. */
  params?: CallInput['params'];
  /** The ids in the order the owner sees them. */
  idsOf: (data: Data) => number[];
  /** The data with its list in the new order, shown at once; undefined when only the answer can say (an item added). */
  inOrder: (data: Data, ids: number[]) => Data | undefined;
  /** The data as the answer has it. */
  fromAnswer: (answer: z.infer<Call['response']>) => Data;
  /** What the toast says when someone else changed the list first: the list is read again. */
  staleText: string;
}

/**
 * Saves a list's new order (or the list less or plus an item) as soon as the owner makes it, with the order she
 * saw as `replacing`: the rows move at once; changed elsewhere meanwhile, the list is read again and a toast says so.
 */
export function useListOrder<Data, Call extends CallDeclaration>({
  queryKey,
  call,
  params,
  idsOf,
  inOrder,
  fromAnswer,
  staleText,
}: ListOrderOptions<Data, Call>) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const showToast = useUnit(showToastFx);
  const mutation = useMutation({
    mutationFn: ({ payload }: { payload: ListOrderPayload; seen: Data }) => staffCall(call, { params, body: payload }),
    onSuccess: (answer) => queryClient.setQueryData(queryKey, fromAnswer(answer)),
    onError: (error, { seen }) => {
      queryClient.setQueryData(queryKey, seen);
      if (isStale(error)) void queryClient.invalidateQueries({ queryKey });
      void showToast({ kind: 'error', message: isStale(error) ? staleText : t('listOrder.failed') });
    },
  });
  /** Sends the list's new ids, replacing those shown now. */
  const save = (ids: number[]) => {
    const seen = queryClient.getQueryData<Data>(queryKey);
    if (seen === undefined) return;
    // The rows move as she lets go, not when the answer comes; a read on its way would move them back.
    const shown = inOrder(seen, ids);
    if (shown !== undefined) {
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, shown);
    }
    mutation.mutate({ seen, payload: { ids, replacing: idsOf(seen) } });
  };
  return { save, saving: mutation.isPending, saved: mutation.isSuccess };
}
