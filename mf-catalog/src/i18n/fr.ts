export const fr = {
  category: {
    title: 'Catégorie',
  },
  product: {
    title: 'Produit',
  },
  recipes: {
    title: 'Recettes',
  },
};
