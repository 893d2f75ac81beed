import { api, catalogCalls, categorySchema, listEnvelope, type Category } from '@lemon/shared';
import { createLoader, useLoaderState } from '@lemon/kit';

const mainCategoriesCall = () => [catalogCalls.mainCategories, listEnvelope(categorySchema)] as const;

/** The main categories (burger menu, home hero), from the page's first answers when they are there. */
export const mainCategories = createLoader(async () => (await api.get(...mainCategoriesCall())).data, {
  atHand: (_, read) => read(...mainCategoriesCall())?.data,
});

export const mainCategoriesRequested = mainCategories.opened;

const none: Category[] = [];

/** The main categories to show (none while they load), and whether they could not be loaded. */
export function useMainCategories(): { categories: Category[]; failed: boolean } {
  const state = useLoaderState(mainCategories, undefined);
  return { categories: state.status === 'ready' ? state.data : none, failed: state.status === 'error' || state.status === 'not-found' };
}
