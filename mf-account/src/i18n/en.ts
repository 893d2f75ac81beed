import type { TranslationShape } from '@lemon/shared/i18n/bundles';
import type { fr } from './fr';

export const en: TranslationShape<typeof fr> = {
  account: {
    title: 'My account',
  },
  test: {
    title: 'Test area',
  },
  verifyEmail: {
    title: 'Confirming your e-mail address',
  },
  resetPassword: {
    title: 'New password',
  },
};
