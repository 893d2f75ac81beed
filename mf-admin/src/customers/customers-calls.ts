import { downloadFromApi, fileAddressOf } from '@lemon/kit';
import type { CustomerList } from '@lemon/staff-contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import { customersCalls } from './customers-api';

/** What the customers list asks for: words of a name or an address, a page. */
export interface CustomersListQuery {
  q?: string;
  page?: number;
}

/** A page of the customers, searched by name or address. */
export const useCustomers = (query: CustomersListQuery) =>
  useQuery({
    queryKey: queryKeys.customers.list(query),
    queryFn: () => staffCall(customersCalls.customers, { query: { ...query } }),
    placeholderData: keepPreviousData,
  });

/** Their data as the ZIP they would download themselves; the journal then says who took it. */
export function useDownloadCustomerData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => downloadFromApi(fileAddressOf(customersCalls.customerDataExport, { params: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.audit.all }),
  });
}

/**
 * Erases the account, the customer's e-mail address typed again to confirm: it leaves the lists at once, and every
 * query is asked again (its unpaid orders are cancelled, their units back in stock, the journal says so).
 */
export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, email }: { id: number; email: string }) =>
      (await staffCall(customersCalls.customerErase, { params: { id }, body: { email } })).data,
    onSuccess: async (_erased, { id }) => {
      queryClient.setQueriesData<CustomerList>(
        { queryKey: queryKeys.customers.all },
        (list) => list && { ...list, data: list.data.filter((customer) => customer.id !== id) },
      );
      await queryClient.invalidateQueries({ queryKey: queryKeys.all });
    },
  });
}
