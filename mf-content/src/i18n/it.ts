import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  about: {
    title: 'La nostra storia',
  },
  contact: {
    title: 'Contatti',
  },
  legal: {
    title: 'Note legali',
  },
  cgv: {
    title: 'Condizioni generali di vendita',
  },
};
