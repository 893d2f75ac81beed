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
    lines: 'Items in the cart',
    summary: 'Order summary',
    checkout: 'Continue to delivery',
  },
  promo: {
    label: 'Discount code',
    apply: 'Apply',
    applied: 'Code {{code}} applied',
    percentage: '{{value}}% off',
    fixed: '{{amount}} off',
    minimum: 'on orders of {{amount}} or more',
    remove: 'Remove',
    removeCode: 'Remove the code {{code}}',
  },
  totals: {
    subtotal: 'Subtotal',
    discount: 'Discount ({{code}})',
    total: 'Total',
    deliveryLater: 'Delivery costs are calculated at the next step.',
  },
  freeDelivery: {
    missing: '{{amount}} more for free delivery in France and Monaco',
    reached: 'Delivery is free in France and Monaco',
    progress: '{{total}} of {{threshold}}',
  },
  delivery: {
    title: 'Delivery',
  },
};
