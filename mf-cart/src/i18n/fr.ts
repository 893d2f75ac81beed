export const fr = {
  cart: {
    title: 'Mon panier',
    empty: 'Votre panier est vide.',
    continueShopping: 'Découvrir nos produits',
    unitPrice: '{{price}} l’unité',
    quantityOf: 'Quantité de {{name}}',
    decrease: 'Diminuer la quantité de {{name}}',
    increase: 'Augmenter la quantité de {{name}}',
    remove: 'Retirer {{name}} du panier',
    lines: 'Articles du panier',
    summary: 'Récapitulatif',
    checkout: 'Passer à la livraison',
  },
  promo: {
    label: 'Code de réduction',
    apply: 'Appliquer',
    applied: 'Code {{code}} appliqué',
    percentage: '{{value}} % de réduction',
    fixed: '{{amount}} de réduction',
    minimum: 'dès {{amount}} d’achats',
    remove: 'Retirer',
    removeCode: 'Retirer le code {{code}}',
  },
  totals: {
    subtotal: 'Sous-total',
    discount: 'Réduction ({{code}})',
    total: 'Total',
    deliveryLater: 'Les frais de livraison sont calculés à l’étape suivante.',
  },
  freeDelivery: {
    missing: 'Plus que {{amount}} pour profiter de la livraison offerte en France et à Monaco',
    reached: 'La livraison est offerte en France et à Monaco',
    progress: '{{total}} sur {{threshold}}',
  },
  delivery: {
    title: 'Livraison',
  },
};
