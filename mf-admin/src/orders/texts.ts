import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const ordersTexts = defineTranslations({
  fr: { title: 'Commandes', description: 'Toutes les commandes de la boutique.' },
  en: { title: 'Orders', description: 'Every order of the shop.' },
  it: { title: 'Ordini', description: 'Tutti gli ordini del negozio.' },
});
