import type { FestivalNoticePayload, ProductPick, StaffHomePage } from '@lemon/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@lemon/shared';
import { staffCall } from '../api/staff-api';
import { catalogueCalls } from '../catalogue/catalogue-api';
import { isStale, itemsInOrder, useListOrder } from '../ui/list-order';
import { homePageCalls } from './home-page-api';

const homePageKey = ['staff', 'home-page'] as const;
const readHomePage = async () => (await staffCall(homePageCalls.staffHomePage)).data;

/** What the home page's blocks show: the festival notice, the product of the month, the best sellers. */
export const useHomePage = () => useQuery({ queryKey: homePageKey, queryFn: readHomePage });

/** The home page as saved now, read again (after a save refused because someone else saved first). */
export function useReadHomePageAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: homePageKey, queryFn: readHomePage, staleTime: 0 });
}

/** Saves the festival notice from the version the owner started from; the page then shows the saved one. */
export function useSaveFestivalNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: FestivalNoticePayload) => (await staffCall(homePageCalls.saveFestivalNotice, { body: payload })).data,
    onSuccess: (notice) =>
      queryClient.setQueryData<StaffHomePage>(homePageKey, (page) => (page ? { ...page, festival_notice: notice } : page)),
  });
}

/** Makes a product the month's (or none: null), replacing the one the owner saw. */
export function useSetMonthlyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, replacing }: { productId: number | null; replacing: number | null }) =>
      (await staffCall(homePageCalls.setMonthlyProduct, { body: { product_id: productId, replacing } })).data,
    onSuccess: (page) => queryClient.setQueryData(homePageKey, page),
    onError: (error) => (isStale(error) ? queryClient.invalidateQueries({ queryKey: homePageKey }) : undefined),
  });
}

/** The best sellers in a new order, or with one less or one more, saved as soon as the owner makes it. */
export function useBestSellersOrder() {
  const { t } = useTranslation('admin');
  return useListOrder({
    queryKey: homePageKey,
    call: homePageCalls.saveBestSellers,
    idsOf: (page: StaffHomePage) => page.best_sellers.map((product) => product.id),
    inOrder: (page, ids) => {
      const products = itemsInOrder(page.best_sellers, ids);
      return products && { ...page, best_sellers: products };
    },
    fromAnswer: (answer) => answer.data,
    staleText: t('homePage.bestSellers.stale'),
  });
}

/** Products whose name (in any language) holds the owner's words, to pick one. */
export function useProductSearch(words: string) {
  return useQuery({
    queryKey: ['staff', 'products', 'search', words],
    queryFn: async (): Promise<ProductPick[]> => {
      const { data } = await staffCall(catalogueCalls.staffProducts, { query: { q: words } });
      return data.map(({ id, label, is_hidden, picture_url }) => ({ id, label, is_hidden, picture_url }));
    },
    enabled: words !== '',
  });
}
