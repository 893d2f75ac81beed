import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  category: {
    title: 'Categoria',
  },
  product: {
    title: 'Prodotto',
  },
  recipes: {
    title: 'Ricette',
  },
};
