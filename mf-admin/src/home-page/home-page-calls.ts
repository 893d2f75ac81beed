import { staffApi } from '../calls/staff-api';
import {
  staffFestivalNoticeSchema,
  staffHomePageResponseSchema,
  staffProductListResponseSchema,
  type FestivalNoticePayload,
  type ProductPick,
  type StaffHomePage,
} from '@lemon/shared/staff-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { isStale, itemsInOrder, useListOrder } from '../ui/list-order';

const homePageKey = ['staff', 'home-page'] as const;
const readHomePage = async () => (await staffApi.get('/api/staff/home-page', staffHomePageResponseSchema)).data;

/** What the home page's blocks show: the festival notice, the product of the month, the best sellers. */
export const useHomePage = () => useQuery({ queryKey: homePageKey, queryFn: readHomePage });

/** The home page as saved now, read again (after a save refused because someone else saved first). */
export function useReadHomePageAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ queryKey: homePageKey, queryFn: readHomePage, staleTime: 0 });
}

const festivalNoticeResponseSchema = z.object({ data: staffFestivalNoticeSchema });

/** Saves the festival notice from the version the owner started from; the page then shows the saved one. */
export function useSaveFestivalNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: FestivalNoticePayload) =>
      (await staffApi.put('/api/staff/home-page/festival-notice', festivalNoticeResponseSchema, payload)).data,
    onSuccess: (notice) =>
      queryClient.setQueryData<StaffHomePage>(homePageKey, (page) => (page ? { ...page, festival_notice: notice } : page)),
  });
}

/** Makes a product the month's (or none: null), replacing the one the owner saw. */
export function useSetMonthlyProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, replacing }: { productId: number | null; replacing: number | null }) =>
      (
        await staffApi.put('/api/staff/home-page/monthly-product', staffHomePageResponseSchema, {
          product_id: productId,
          replacing,
        })
      ).data,
    onSuccess: (page) => queryClient.setQueryData(homePageKey, page),
    onError: (error) => (isStale(error) ? queryClient.invalidateQueries({ queryKey: homePageKey }) : undefined),
  });
}

/** The best sellers in a new order, or with one less or one more, saved as soon as the owner makes it. */
export function useBestSellersOrder() {
  const { t } = useTranslation('admin');
  return useListOrder({
    queryKey: homePageKey,
    path: '/api/staff/home-page/best-sellers',
    answerSchema: staffHomePageResponseSchema,
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
    queryFn: async (): Promise<ProductPick[]> =>
      (await staffApi.get('/api/staff/products', staffProductListResponseSchema, { q: words })).data.map(
        ({ id, label, is_hidden, picture_url }) => ({ id, label, is_hidden, picture_url }),
      ),
    enabled: words !== '',
  });
}
