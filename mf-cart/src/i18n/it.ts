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
    lines: 'Articoli nel carrello',
    summary: 'Riepilogo',
    checkout: 'Procedi alla consegna',
  },
  promo: {
    label: 'Codice sconto',
    apply: 'Applica',
    applied: 'Codice {{code}} applicato',
    percentage: '{{value}}% di sconto',
    fixed: '{{amount}} di sconto',
    minimum: 'per acquisti da {{amount}}',
    remove: 'Togli',
    removeCode: 'Togli il codice {{code}}',
  },
  totals: {
    subtotal: 'Subtotale',
    discount: 'Sconto ({{code}})',
    total: 'Totale',
    deliveryLater: 'Le spese di consegna sono calcolate al passaggio successivo.',
  },
  freeDelivery: {
    missing: 'Ancora {{amount}} per la consegna gratuita in Francia e a Monaco',
    reached: 'La consegna è gratuita in Francia e a Monaco',
    progress: '{{total}} su {{threshold}}',
  },
  delivery: {
    title: 'Consegna',
  },
};
