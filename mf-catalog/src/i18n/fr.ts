export const fr = {
  category: {
    description: '{{name}} : les créations au citron de Menton de L’Atelier du Citron, faites à la main.',
    empty: 'Aucun produit dans cette catégorie pour le moment.',
    products: 'Les produits',
  },
  product: {
    recipes: 'Les recettes avec ce produit',
    related: 'Vous aimerez aussi',
  },
  recipes: {
    title: 'Recettes',
    description: 'Tartes, cocktails, plats : nos recettes au citron de Menton, avec les produits de l’atelier.',
    intro: 'Des recettes de famille et de saison, pour cuisiner nos produits comme on le fait à Menton.',
    withProducts: 'Avec nos produits',
    productsFor: 'Nos produits pour : {{recipe}}',
    empty: 'Aucune recette pour le moment.',
  },
  card: {
    outOfStock: 'Rupture de stock',
    variationOutOfStock: '{{variation}} (rupture de stock)',
    chooseVariation: 'Choisir une variante de {{name}}',
    quantity: 'Quantité de {{name}}',
    decrease: 'Diminuer la quantité de {{name}}',
    increase: 'Augmenter la quantité de {{name}}',
    addToCart: 'Ajouter au panier',
    notifyMe: 'Me prévenir du retour',
  },
  cart: {
    added_one: '{{name}} a été ajouté au panier.',
    added_other: '{{count}} × {{name}} ont été ajoutés au panier.',
  },
  notify: {
    title: 'Être prévenu du retour en stock',
    intro: '{{name}} : plus en stock pour le moment. Laissez-nous votre adresse e-mail : nous vous écrirons dès son retour.',
    email: 'Adresse e-mail',
    confirm: 'Me prévenir',
    close: 'Fermer',
    subscribed: 'C’est noté : vous serez prévenu par e-mail dès son retour en stock.',
    alreadySubscribed: 'Vous êtes déjà sur la liste : nous vous écrirons dès son retour en stock.',
  },
  home: {
    productOfTheMonth: 'Le produit du mois',
    recipe: 'La recette : {{recipe}}',
    readRecipe: 'Lire la recette',
    bestSellers: 'Nos meilleures ventes',
  },
  pagination: {
    label: 'Pages de la catégorie',
    previous: '← Page précédente',
    next: 'Page suivante →',
    position: 'Page {{page}} sur {{pages}}',
  },
  notFound: {
    product: 'Produit introuvable',
    category: 'Catégorie introuvable',
    text: 'Cette page n’existe pas ou n’est plus en ligne. Nos autres créations vous attendent.',
    backHome: 'Retour à l’accueil',
  },
  unavailable: {
    text: 'Le catalogue ne répond pas pour le moment. Vérifiez votre connexion, puis réessayez.',
    retry: 'Réessayer',
  },
};
