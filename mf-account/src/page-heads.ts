import { inEveryLocale, pageHeadOf } from '@lemon/kit/page-heads';
import type { PageHeads } from '@lemon/app-protocol';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { it } from './i18n/it';

const translations = { fr, en, it };

/** The heads of the account's pages for the server's first HTML, worded as the pages word them. */
export const pageHeads: PageHeads = {
  account: pageHeadOf(inEveryLocale(translations, (texts) => texts.account)),
  test: pageHeadOf(inEveryLocale(translations, (texts) => texts.test)),
  verifyEmail: pageHeadOf(inEveryLocale(translations, (texts) => texts.verifyEmail)),
  resetPassword: pageHeadOf(inEveryLocale(translations, (texts) => texts.resetPassword)),
};
