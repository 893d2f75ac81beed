import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const promoCodesTexts = defineTranslations({
  fr: { title: 'Codes promo', description: 'Les codes de réduction de la boutique.' },
  en: { title: 'Promo codes', description: "The shop's discount codes." },
  it: { title: 'Codici promozionali', description: 'I codici sconto del negozio.' },
});
