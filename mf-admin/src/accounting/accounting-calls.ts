import { staffApi } from '../calls/staff-api';
import { issuedDocumentListResponseSchema } from '@lemon/shared/staff-contract';
import { useQuery } from '@tanstack/react-query';

/** The period's invoices and credit notes, and their sums. */
export const useIssuedDocuments = (period: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'invoices', period],
    queryFn: () => staffApi.get('/api/staff/invoices', issuedDocumentListResponseSchema, period),
    enabled,
  });
