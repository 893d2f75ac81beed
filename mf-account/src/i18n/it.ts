import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const it: TranslationShape<typeof fr> = {
  account: {
    title: 'Il mio account',
  },
  test: {
    title: 'Area di prova',
  },
  verifyEmail: {
    title: 'Conferma del tuo indirizzo e-mail',
  },
  resetPassword: {
    title: 'Nuova password',
  },
};
