import { inEveryLocale, pageHeadOf } from '@lemon/kit/page-heads';
import type { PageHeads } from '@lemon/shared/feature-apps';
import { en } from './i18n/en';
import { fr } from './i18n/fr';
import { it } from './i18n/it';

const translations = { fr, en, it };

/**
 * The heads of the catalogue's pages for the server's first HTML, worded as the pages word them: a category
 * or product page's name and summary are the server's to fill in (`{{name}}`, `{{summary}}`).
 */
export const pageHeads: PageHeads = {
  recipes: pageHeadOf(inEveryLocale(translations, (texts) => texts.recipes)),
  category: pageHeadOf(inEveryLocale(translations, (texts) => ({ title: '{{name}}', description: texts.category.description }))),
  product: pageHeadOf(inEveryLocale(translations, () => ({ title: '{{name}}', description: '{{summary}}' }))),
};
