import { defineTranslations } from '@lemon/shared/i18n/bundles';

/** The texts of the back office's shared pieces (`ui/`). */
export const uiTexts = defineTranslations({
  fr: {
    languages: { fr: 'Français', en: 'Anglais', it: 'Italien' },
    sortable: {
      roleDescription: 'élément à déplacer',
      handle: 'Déplacer {{name}}',
      instructions:
        'Pour déplacer un élément : appuyez sur Espace ou Entrée, changez sa place avec les flèches haut et bas, puis appuyez de nouveau sur Espace ou Entrée pour le poser, ou sur Échap pour annuler.',
      up: 'Monter',
      upItem: 'Monter {{name}}',
      down: 'Descendre',
      downItem: 'Descendre {{name}}',
      pickedUp: 'Vous tenez {{name}}, en position {{position}} sur {{count}}.',
      over: '{{name}} irait en position {{position}} sur {{count}}.',
      outside: '{{name}} n’est plus au-dessus de la liste.',
      dropped: 'Vous avez posé {{name}} en position {{position}} sur {{count}}.',
      cancelled: 'Déplacement annulé : {{name}} reste à sa place.',
      moved: '{{name}} est maintenant en position {{position}} sur {{count}}.',
    },
    stale: {
      title: 'Quelqu’un d’autre (ou vous, sur un autre appareil) a enregistré une autre version pendant que vous écriviez. La voici :',
      takeSaved: 'Reprendre la version enregistrée',
      keepMine: 'Enregistrer ma version à la place',
    },
    listOrder: {
      saving: 'Enregistrement…',
      saved: 'Enregistré.',
      failed: 'Le changement n’a pas pu être enregistré. Vérifiez la connexion, puis réessayez.',
    },
    pager: { label: 'Pages de la liste', previous: 'Page précédente', next: 'Page suivante', position: 'Page {{page}} sur {{pages}}' },
  },
  en: {
    languages: { fr: 'French', en: 'English', it: 'Italian' },
    sortable: {
      roleDescription: 'movable item',
      handle: 'Move {{name}}',
      instructions:
        'To move an item: press Space or Enter, change its place with the up and down arrows, then press Space or Enter again to drop it, or Escape to cancel.',
      up: 'Move up',
      upItem: 'Move up {{name}}',
      down: 'Move down',
      downItem: 'Move down {{name}}',
      pickedUp: 'Picked up {{name}}, at position {{position}} of {{count}}.',
      over: '{{name}} would go to position {{position}} of {{count}}.',
      outside: '{{name}} is no longer over the list.',
      dropped: '{{name}} dropped at position {{position}} of {{count}}.',
      cancelled: 'Move cancelled: {{name}} stays where it was.',
      moved: '{{name}} is now at position {{position}} of {{count}}.',
    },
    stale: {
      title: 'Someone else (or you, on another device) saved another version while you were writing. Here it is:',
      takeSaved: 'Take the saved version',
      keepMine: 'Save my version instead',
    },
    listOrder: {
      saving: 'Saving…',
      saved: 'Saved.',
      failed: 'The change could not be saved. Check the connection, then try again.',
    },
    pager: { label: 'Pages of the list', previous: 'Previous page', next: 'Next page', position: 'Page {{page}} of {{pages}}' },
  },
  it: {
    languages: { fr: 'Francese', en: 'Inglese', it: 'Italiano' },
    sortable: {
      roleDescription: 'elemento da spostare',
      handle: 'Sposta {{name}}',
      instructions:
        'Per spostare un elemento: premi Spazio o Invio, cambia il suo posto con le frecce su e giù, poi premi di nuovo Spazio o Invio per lasciarlo, o Esc per annullare.',
      up: 'Sposta su',
      upItem: 'Sposta su {{name}}',
      down: 'Sposta giù',
      downItem: 'Sposta giù {{name}}',
      pickedUp: 'Hai preso {{name}}, in posizione {{position}} su {{count}}.',
      over: '{{name}} andrebbe in posizione {{position}} su {{count}}.',
      outside: '{{name}} non è più sopra l’elenco.',
      dropped: 'Hai lasciato {{name}} in posizione {{position}} su {{count}}.',
      cancelled: 'Spostamento annullato: {{name}} resta al suo posto.',
      moved: '{{name}} ora è in posizione {{position}} su {{count}}.',
    },
    stale: {
      title: 'Qualcun altro (o tu, da un altro dispositivo) ha salvato un’altra versione mentre scrivevi. Eccola:',
      takeSaved: 'Riprendi la versione salvata',
      keepMine: 'Salva la mia versione al suo posto',
    },
    listOrder: {
      saving: 'Salvataggio…',
      saved: 'Salvato.',
      failed: 'Non è stato possibile salvare la modifica. Controlla la connessione e riprova.',
    },
    pager: {
      label: 'Pagine dell’elenco',
      previous: 'Pagina precedente',
      next: 'Pagina successiva',
      position: 'Pagina {{page}} di {{pages}}',
    },
  },
});
