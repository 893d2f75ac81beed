import { api } from '@lemon/shared';
import { orderDocumentsResponseSchema } from '@lemon/shared/staff-contract';
import { useQuery } from '@tanstack/react-query';

/** The order's invoice, credit notes and whether it has a packing slip. */
export const useOrderDocuments = (reference: string) =>
  useQuery({
    queryKey: ['staff', 'orders', reference, 'documents'],
    queryFn: async () => (await api.get(`/api/staff/orders/${encodeURIComponent(reference)}/documents`, orderDocumentsResponseSchema)).data,
  });
