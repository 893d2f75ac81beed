import { staffCall } from '../api/staff-api';
import { useQuery } from '@tanstack/react-query';
import { accountingCalls } from './accounting-api';

/** The period's invoices and credit notes, and their sums. */
export const useIssuedDocuments = (period: { from: string; to: string }, enabled: boolean) =>
  useQuery({
    queryKey: ['staff', 'invoices', period],
    queryFn: () => staffCall(accountingCalls.issuedDocuments, { query: { ...period } }),
    enabled,
  });
