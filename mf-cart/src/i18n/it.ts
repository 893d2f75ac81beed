import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  cart: {
    title: 'Il mio carrello',
  },
  delivery: {
    title: 'Consegna',
  },
};
