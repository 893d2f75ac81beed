import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  category: {
    title: 'Category',
  },
  product: {
    title: 'Product',
  },
  recipes: {
    title: 'Recipes',
  },
};
