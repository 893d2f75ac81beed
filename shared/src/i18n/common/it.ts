import type { TranslationShape } from '../translation-bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  loading: 'Caricamento…',
  featureApp: {
    unavailable: 'Impossibile caricare questa parte del negozio.',
    retry: 'Riprova',
  },
  errors: {
    generic: 'Si è verificato un errore.',
  },
  validation: {
    errors: {
      required: 'Questo campo è obbligatorio.',
      stock: 'Non ci sono abbastanza pezzi disponibili per questa quantità.',
      out_of_stock: 'Questo articolo è esaurito.',
      invalid: 'Questo valore non è valido.',
    },
  },
};
