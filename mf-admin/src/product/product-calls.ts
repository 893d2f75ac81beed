import { queryKeys } from '../api/query-keys';
import { staffCall } from '../api/staff-api';
import type { ProductPayload, ProductUpdatePayload, StaffProduct } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { productCalls } from './product-api';

const productKey = (id: number) => ['staff', 'product', id] as const;
const fetchProduct = async (id: number) => (await staffCall(productCalls.staffProduct, { params: { id } })).data;

/** One product as the owner edits it, with its version. */
export const useStaffProduct = (id: number | undefined) =>
  useQuery({ queryKey: productKey(id ?? 0), queryFn: () => fetchProduct(id!), enabled: id !== undefined });

/** The product as saved now, asked again whatever is at hand: what someone else saved meanwhile. */
export function useFetchLatestProduct() {
  const queryClient = useQueryClient();
  return (id: number) => queryClient.fetchQuery({ queryKey: productKey(id), queryFn: () => fetchProduct(id), staleTime: 0 });
}

/** After a change, the product is what the server answered, and every other staff list (products, stock, home page) is read again. */
function afterChange(queryClient: QueryClient, product?: StaffProduct) {
  if (product) queryClient.setQueryData(productKey(product.id), product);
  return queryClient.invalidateQueries({ queryKey: queryKeys.all, predicate: (query) => query.queryKey[1] !== 'product' });
}

/** Creates a product, or saves the one `id` names from the version the form started from (a 409 when it is stale). */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, payload }: { id?: number; payload: ProductPayload | ProductUpdatePayload }) =>
      (id === undefined
        ? await staffCall(productCalls.createProduct, { body: payload })
        : await staffCall(productCalls.updateProduct, { params: { id }, body: payload })
      ).data,
    onSuccess: (product) => afterChange(queryClient, product),
  });
}

/** Deletes a product no order carries (the server refuses one that an order does: `in_use`). */
export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => staffCall(productCalls.deleteProduct, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: productKey(id) });
      return afterChange(queryClient);
    },
  });
}

/** Sends a photo as it is; the answer names it, for a variation, with its card-sized address to show. */
export const useUploadPicture = () =>
  useMutation({ mutationFn: async (file: File) => (await staffCall(productCalls.uploadPicture, { body: file })).data });
