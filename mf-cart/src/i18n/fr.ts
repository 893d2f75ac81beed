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
    subtotal: 'Sous-total',
  },
  delivery: {
    title: 'Livraison',
  },
};
