import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  category: {
    description: '{{name}}: handmade Menton lemon creations from L’Atelier du Citron.',
    empty: 'There are no products in this category yet.',
    products: 'The products',
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    subCategories: 'In this category',
  },
  product: {
    recipes: 'Recipes with this product',
    related: 'You may also like',
  },
  recipes: {
    title: 'Recipes',
    description: 'Tarts, cocktails, main dishes: our Menton lemon recipes, made with the workshop’s products.',
    intro: 'Family and seasonal recipes, to cook our products the way they do in Menton.',
    withProducts: 'With our products',
    productsFor: 'Our products for: {{recipe}}',
    moreProducts: 'More products',
    moreProductsFailed: 'The next products could not be loaded. Please try again.',
    empty: 'There are no recipes yet.',
  },
  card: {
    outOfStock: 'Sold out',
    variationOutOfStock: '{{variation}} (sold out)',
    chooseVariation: 'Choose a variant of {{name}}',
    quantity: 'Quantity of {{name}}',
    decrease: 'Decrease the quantity of {{name}}',
    increase: 'Increase the quantity of {{name}}',
    addToCart: 'Add to cart',
    notifyMe: 'Tell me when it is back',
  },
  cart: {
    added_one: '{{name}} was added to your cart.',
    added_other: '{{count}} × {{name}} were added to your cart.',
    onlyLeft: 'Only {{count}} left: choose a smaller quantity.',
    onlyLeftWithCart: 'Only {{count}} left, {{inCart}} of them already in your cart: choose a smaller quantity.',
  },
  notify: {
    title: 'Hear when it is back in stock',
    intro: '{{name}} is sold out. Leave us your e-mail address and we will write to you as soon as it is back.',
    email: 'E-mail address',
    confirm: 'Notify me',
    close: 'Close',
    subscribed: 'Done: you will be notified by e-mail as soon as it is back in stock.',
    alreadySubscribed: 'You are already on the list: we will write to you as soon as it is back in stock.',
  },
  home: {
    productOfTheMonth: 'Product of the month',
    recipe: 'The recipe: {{recipe}}',
    readRecipe: 'Read the recipe',
    bestSellers: 'Our best sellers',
  },
  pagination: {
    label: 'Category pages',
    previous: '← Previous page',
    next: 'Next page →',
    position: 'Page {{page}} of {{pages}}',
  },
  notFound: {
    product: 'Product not found',
    category: 'Category not found',
    text: 'This page does not exist or is no longer online. Our other creations are waiting for you.',
    backHome: 'Back to the home page',
  },
  unavailable: {
    text: 'The catalogue is not answering right now. Check your connection, then try again.',
    retry: 'Try again',
  },
};
