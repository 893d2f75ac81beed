import { callOf } from '@lemon/app-protocol';
import { api } from '@lemon/shared';
import type { Category } from '@lemon/catalog-contract';
import { createLoader, useLoaderState } from '@lemon/kit';
import { shellCalls } from '../calls';

const { mainCategories: mainCategoriesCall, allCategories: allCategoriesCall } = shellCalls;

/** The main categories (header, burger menu, home hero): the server draws the page with them. */
export const mainCategories = createLoader(
  async (_: void, client) => (await client.get(callOf(mainCategoriesCall), mainCategoriesCall.response)).data,
  { key: 'shell/main-categories' },
);

export const mainCategoriesRequested = mainCategories.opened;

/** Every category, for the menu to reach each one: asked for when the menu first opens. */
export const allCategories = createLoader(async () => (await api.get(callOf(allCategoriesCall), allCategoriesCall.response)).data, {
  // Once known, the menu opens again without asking.
  alreadyShows: () => true,
});

const none: Category[] = [];

/** The main categories to show (none while they load), and whether they could not be loaded. */
export function useMainCategories(): { categories: Category[]; failed: boolean } {
  const state = useLoaderState(mainCategories, undefined);
  return { categories: state.status === 'ready' ? state.data : none, failed: state.status === 'error' || state.status === 'not-found' };
}

/** A category of the menu, with the ones it holds. */
export interface CategoryBranch {
  category: Category;
  subCategories: Category[];
}

/**
 * The menu's categories: the main ones (the spec's list) and the others at the top (the shop's selections: the
 * festival, new products), each with its sub-categories, every one in the shop's order. Until every category is
 * known, the main ones alone.
 */
export function categoryBranches(main: Category[], all: Category[] | undefined): { main: CategoryBranch[]; others: CategoryBranch[] } {
  const branch = (category: Category) => ({
    category,
    subCategories: (all ?? []).filter((candidate) => candidate.parent_id === category.id),
  });
  const topLevel = (all ?? []).filter((category) => category.parent_id === null);
  return {
    main: main.map(branch),
    others: topLevel.filter((category) => !main.some((shown) => shown.id === category.id)).map(branch),
  };
}

/** Every category sorted into the menu's branches; `failed` when the main ones could not be loaded. */
export function useMenuCategories(): { main: CategoryBranch[]; others: CategoryBranch[]; failed: boolean } {
  const { categories, failed } = useMainCategories();
  const all = useLoaderState(allCategories, undefined);
  return { ...categoryBranches(categories, all.status === 'ready' ? all.data : undefined), failed };
}
