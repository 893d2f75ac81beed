import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  about: {
    title: 'Our story',
  },
  contact: {
    title: 'Contact',
  },
  legal: {
    title: 'Legal notice',
  },
  cgv: {
    title: 'Terms of sale',
  },
};
