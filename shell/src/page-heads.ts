import { inEveryLocale, pageHeadOf } from '@lemon/kit/page-heads';
import type { PageHeads } from '@lemon/app-protocol';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { it } from './i18n/it';

const translations = { fr, en, it };

/** The heads of the shell's own pages for the server's first HTML, worded as the pages word them. */
export const pageHeads: PageHeads = {
  home: pageHeadOf(inEveryLocale(translations, (texts) => ({ description: texts.home.intro }))),
  notFound: pageHeadOf(inEveryLocale(translations, (texts) => texts.notFound)),
};
