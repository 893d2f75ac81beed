export const fr = {
  cart: {
    title: 'Mon panier',
  },
  delivery: {
    title: 'Livraison',
  },
};
