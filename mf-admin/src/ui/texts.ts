import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The texts of the back office's shared pieces (`ui/`). */
export const uiTexts = defineTranslations({
  fr: {
    languages: { fr: 'Français', en: 'Anglais', it: 'Italien' },
    pager: { label: 'Pages de la liste', previous: 'Page précédente', next: 'Page suivante', position: 'Page {{page}} sur {{pages}}' },
    richText: {
      toolbar: 'Mise en forme : {{field}}',
      bold: 'Gras',
      italic: 'Italique',
      heading: 'Intertitre',
      bulletList: 'Liste à puces',
      orderedList: 'Liste numérotée',
    },
  },
  en: {
    languages: { fr: 'French', en: 'English', it: 'Italian' },
    pager: { label: 'Pages of the list', previous: 'Previous page', next: 'Next page', position: 'Page {{page}} of {{pages}}' },
    richText: {
      toolbar: 'Formatting: {{field}}',
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Subheading',
      bulletList: 'Bulleted list',
      orderedList: 'Numbered list',
    },
  },
  it: {
    languages: { fr: 'Francese', en: 'Inglese', it: 'Italiano' },
    pager: {
      label: 'Pagine dell’elenco',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      position: 'Pagina {{page}} di {{pages}}',
    },
    richText: {
      toolbar: 'Formattazione: {{field}}',
      bold: 'Grassetto',
      italic: 'Corsivo',
      heading: 'Sottotitolo',
      bulletList: 'Elenco puntato',
      orderedList: 'Elenco numerato',
    },
  },
});
