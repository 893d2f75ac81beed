import { queryKeys } from '../calls/query-keys';
import { staffApi } from '../calls/staff-api';
import { auditListResponseSchema } from '@lemon/shared/staff-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JournalQuery } from './journal-filters';

/** A page of the audit log, newest first, optionally of one kind of record. */
export const useJournal = (query: JournalQuery) =>
  useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => staffApi.get('/api/staff/audit', auditListResponseSchema, { ...query }),
    placeholderData: keepPreviousData,
  });
