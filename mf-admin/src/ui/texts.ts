import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The texts of the back office's shared pieces (`ui/`). */
export const uiTexts = defineTranslations({
  fr: {
    pager: { label: 'Pages de la liste', previous: 'Page précédente', next: 'Page suivante', position: 'Page {{page}} sur {{pages}}' },
  },
  en: {
    pager: { label: 'Pages of the list', previous: 'Previous page', next: 'Next page', position: 'Page {{page}} of {{pages}}' },
  },
  it: {
    pager: {
      label: 'Pagine dell’elenco',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      position: 'Pagina {{page}} di {{pages}}',
    },
  },
});
