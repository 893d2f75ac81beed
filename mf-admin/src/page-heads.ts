import { inEveryLocale, pageHeadOf } from '@lemon/kit/page-heads';
import type { PageHeads } from '@lemon/app-protocol';
import { adminTranslations } from './i18n';

const headOf = (pick: (texts: (typeof adminTranslations)['fr']) => { title: string; description: string }) =>
  pageHeadOf(inEveryLocale(adminTranslations, pick));

/** The tab titles of the back office's pages (never indexed: the server marks them noindex). */
export const pageHeads: PageHeads = {
  adminToday: headOf((texts) => texts.today),
  adminOrders: headOf((texts) => texts.orders),
  adminOrder: headOf((texts) => texts.order),
  adminStock: headOf((texts) => texts.stock),
  adminPromoCodes: headOf((texts) => texts.promoCodes),
  adminMessages: headOf((texts) => texts.messages),
  adminAccounting: headOf((texts) => texts.accounting),
  adminJournal: headOf((texts) => texts.journal),
  adminProducts: headOf((texts) => texts.products),
  adminProduct: headOf((texts) => texts.product),
  adminCategories: headOf((texts) => texts.categories),
  adminRecipes: headOf((texts) => texts.recipes),
  adminHomePage: headOf((texts) => texts.homePage),
  adminSearchSynonyms: headOf((texts) => texts.searchSynonyms),
  adminTeam: headOf((texts) => texts.team),
  adminCustomers: headOf((texts) => texts.customers),
};
