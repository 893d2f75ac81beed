import type { TranslationShape } from '../translation-bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  loading: 'Loading…',
  featureApp: {
    unavailable: 'This part of the shop could not be loaded.',
    retry: 'Try again',
  },
  errors: {
    generic: 'An error occurred.',
  },
  validation: {
    errors: {
      required: 'This field is required.',
      stock: 'There is not enough stock for this quantity.',
      out_of_stock: 'This item is out of stock.',
      invalid: 'This value is not valid.',
    },
  },
};
