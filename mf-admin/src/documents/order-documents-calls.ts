import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { useQuery } from '@tanstack/react-query';
import { documentsCalls } from './documents-api';

/** The order's invoice, credit notes and whether it has a packing slip. */
export const useOrderDocuments = (reference: string) =>
  useQuery({
    // Under the order's key: a refund, which issues a credit note, asks everything about the order again.
    queryKey: queryKeys.orders.documents(reference),
    queryFn: async () => (await staffCall(documentsCalls.orderDocuments, { params: { reference } })).data,
  });
