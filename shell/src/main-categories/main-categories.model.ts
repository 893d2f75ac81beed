import { api, catalogCalls, categorySchema, listEnvelope, type Category } from '@lemon/shared';
import { createEffect, createEvent, createStore, sample } from 'effector';

export const mainCategoriesRequested = createEvent();

const fetchMainCategoriesFx = createEffect(
  async (): Promise<Category[]> => (await api.get(catalogCalls.mainCategories, listEnvelope(categorySchema))).data,
);

export const $mainCategories = createStore<Category[]>([]).on(fetchMainCategoriesFx.doneData, (_, categories) => categories);
export const $mainCategoriesFailed = createStore(false)
  .on(fetchMainCategoriesFx.fail, () => true)
  .reset(fetchMainCategoriesFx.done);

sample({ clock: mainCategoriesRequested, filter: fetchMainCategoriesFx.pending.map((pending) => !pending), target: fetchMainCategoriesFx });
