import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  cart: {
    title: 'Il mio carrello',
    empty: 'Il tuo carrello è vuoto.',
    continueShopping: 'Scopri i nostri prodotti',
    unitPrice: '{{price}} cad.',
    quantityOf: 'Quantità di {{name}}',
    decrease: 'Diminuisci la quantità di {{name}}',
    increase: 'Aumenta la quantità di {{name}}',
    remove: 'Togli {{name}} dal carrello',
    subtotal: 'Subtotale',
  },
  delivery: {
    title: 'Consegna',
  },
};
