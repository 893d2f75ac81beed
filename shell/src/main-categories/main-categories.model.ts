import { api, categorySchema, listEnvelope, type Category } from '@lemon/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

/** The spec's main-categories call: the burger menu and the home hero show them. */
const mainCategoriesQuery = { filter: { is_main: true }, sort: 'order', perPage: 10 };

export const mainCategoriesRequested = createEvent();

const fetchMainCategoriesFx = createEffect(
  async (): Promise<Category[]> => (await api.get('/api/product_categories', listEnvelope(categorySchema), mainCategoriesQuery)).data,
);

export const $mainCategories = createStore<Category[]>([]).on(fetchMainCategoriesFx.doneData, (_, categories) => categories);
export const $mainCategoriesFailed = createStore(false)
  .on(fetchMainCategoriesFx.fail, () => true)
  .reset(fetchMainCategoriesFx.done);

sample({ clock: mainCategoriesRequested, filter: fetchMainCategoriesFx.pending.map((pending) => !pending), target: fetchMainCategoriesFx });
