import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  cart: {
    title: 'My cart',
    empty: 'Your cart is empty.',
    continueShopping: 'Discover our products',
    unitPrice: '{{price}} each',
    quantityOf: 'Quantity of {{name}}',
    decrease: 'Decrease the quantity of {{name}}',
    increase: 'Increase the quantity of {{name}}',
    remove: 'Remove {{name}} from the cart',
    subtotal: 'Subtotal',
  },
  delivery: {
    title: 'Delivery',
  },
};
