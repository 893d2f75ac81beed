import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  cart: {
    title: 'My cart',
  },
  delivery: {
    title: 'Delivery',
  },
};
