import { inEveryLocale, pageHeadOf } from '@lemon/kit/page-heads';
import type { PageHeads } from '@lemon/app-protocol';
import { aboutTexts } from './about/about-texts';
import { cgvTexts } from './cgv/cgv-texts';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { it } from './i18n/it';
import { legalTexts } from './legal/legal-texts';
import { privacyTexts } from './privacy/privacy-texts';

/** The heads of the content pages for the server's first HTML, worded as the pages word them. */
export const pageHeads: PageHeads = {
  about: pageHeadOf(aboutTexts),
  contact: pageHeadOf(inEveryLocale({ fr, en, it }, (texts) => texts.contact)),
  legal: pageHeadOf(legalTexts),
  cgv: pageHeadOf(cgvTexts),
  privacy: pageHeadOf(privacyTexts),
};
