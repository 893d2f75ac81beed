import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const homePageTexts = defineTranslations({
  fr: {
    title: 'Page d’accueil',
    description: 'L’avis de la Fête du Citron, le produit du mois et les meilleures ventes.',
  },
  en: {
    title: 'Home page',
    description: 'The Lemon Festival notice, the product of the month and the best sellers.',
  },
  it: {
    title: 'Pagina iniziale',
    description: 'L’avviso della Festa del Limone, il prodotto del mese e i più venduti.',
  },
});
