import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const todayTexts = defineTranslations({
  fr: { title: "Aujourd'hui", description: "Ce qu'il y a à faire aujourd'hui à la boutique." },
  en: { title: 'Today', description: 'What the shop has to do today.' },
  it: { title: 'Oggi', description: "Cosa c'è da fare oggi in negozio." },
});
