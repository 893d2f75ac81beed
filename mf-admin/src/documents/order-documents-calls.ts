import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';
import { orderDocumentsResponseSchema } from '@lemon/shared/staff-contract';
import { useQuery } from '@tanstack/react-query';

/** The order's invoice, credit notes and whether it has a packing slip. */
export const useOrderDocuments = (reference: string) =>
  useQuery({
    // Under the order's key: a refund, which issues a credit note, asks everything about the order again.
    queryKey: queryKeys.orders.documents(reference),
    queryFn: async () =>
      (await staffApi.get(`/api/staff/orders/${encodeURIComponent(reference)}/documents`, orderDocumentsResponseSchema)).data,
  });
