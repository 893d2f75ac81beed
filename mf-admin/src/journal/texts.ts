import { defineTranslations } from '@lemon/shared/i18n/bundles';

export const journalTexts = defineTranslations({
  fr: { title: 'Journal', description: 'Tout ce qui a été modifié dans la gestion, par qui et quand.' },
  en: { title: 'Journal', description: 'Everything changed in the back office, by whom and when.' },
  it: { title: 'Registro', description: 'Tutto ciò che è stato modificato nella gestione, da chi e quando.' },
});
