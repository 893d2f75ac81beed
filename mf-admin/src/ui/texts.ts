import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The texts of the back office's shared pieces (`ui/`). */
export const uiTexts = defineTranslations({
  fr: {
    languages: { fr: 'Français', en: 'Anglais', it: 'Italien' },
    pager: { label: 'Pages de la liste', previous: 'Page précédente', next: 'Page suivante', position: 'Page {{page}} sur {{pages}}' },
    deletion: { yes: 'Oui, supprimer', no: 'Annuler' },
    conflict: {
      theirChanges: 'Ce qui a changé depuis que vous avez ouvert cette page :',
      nothingShown: 'Rien de ce que montre cette page n’a changé.',
      keepMine: 'Garder mes changements',
      keepMineHint: 'Vos changements sont enregistrés par-dessus les leurs ; ce que vous n’avez pas touché garde leur version.',
      takeTheirs: 'Reprendre leur version',
      takeTheirsHint: 'La page montre leur version ; vos changements sont abandonnés.',
    },
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
    deletion: { yes: 'Yes, delete', no: 'Cancel' },
    conflict: {
      theirChanges: 'What changed since you opened this page:',
      nothingShown: 'Nothing this page shows has changed.',
      keepMine: 'Keep my changes',
      keepMineHint: 'Your changes are saved over theirs; what you did not touch keeps their version.',
      takeTheirs: 'Take their version',
      takeTheirsHint: 'The page shows their version; your changes are dropped.',
    },
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
    deletion: { yes: 'Sì, elimina', no: 'Annulla' },
    conflict: {
      theirChanges: 'Cosa è cambiato da quando hai aperto questa pagina:',
      nothingShown: 'Niente di ciò che mostra questa pagina è cambiato.',
      keepMine: 'Tieni le mie modifiche',
      keepMineHint: 'Le tue modifiche sono salvate sopra le sue; ciò che non hai toccato resta nella sua versione.',
      takeTheirs: 'Riprendi la sua versione',
      takeTheirsHint: 'La pagina mostra la sua versione; le tue modifiche sono abbandonate.',
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
