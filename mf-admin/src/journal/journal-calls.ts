import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { journalCalls } from './journal-api';
import type { JournalQuery } from './journal-filters';

/** A page of the audit log, newest first, optionally of one kind of record. */
export const useJournal = (query: JournalQuery) =>
  useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: () => staffCall(journalCalls.journal, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });
