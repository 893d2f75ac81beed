// The words of the content pages' common layout, in each language (the pages' own texts sit in their folders).
export const fr = {
  contents: 'Sommaire',
  updated: 'Dernière mise à jour :',
};

export const en: typeof fr = {
  contents: 'Contents',
  updated: 'Last updated:',
};

export const it: typeof fr = {
  contents: 'Indice',
  updated: 'Ultimo aggiornamento:',
};

export const contentPageTexts = { fr, en, it };
