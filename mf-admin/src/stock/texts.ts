import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const stockTexts = defineTranslations({
  fr: { title: 'Stock', description: 'Le stock de chaque article.' },
  en: { title: 'Stock', description: "Each item's stock." },
  it: { title: 'Magazzino', description: 'Le scorte di ogni articolo.' },
});
