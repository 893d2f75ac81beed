import { defineTranslations } from '@lemon/shared/i18n/bundles';
import type { Locale } from '@lemon/shared/locales';
import { accountingTexts } from '../accounting/texts';
import { catalogueTexts } from '../catalogue/texts';
import { categoriesTexts } from '../categories/texts';
import { customersTexts } from '../customers/texts';
import { documentsTexts } from '../documents/texts';
import { homePageTexts } from '../home-page/texts';
import { journalTexts } from '../journal/texts';
import { layoutTexts } from '../layout/texts';
import { messagesTexts } from '../messages/texts';
import { orderTexts } from '../order/texts';
import { productTexts } from '../product/texts';
import { productsTexts } from '../products/texts';
import { ordersTexts } from '../orders/texts';
import { promoCodesTexts } from '../promo-codes/texts';
import { recipesTexts } from '../recipes/texts';
import { refundsTexts } from '../refunds/texts';
import { searchSynonymsTexts } from '../search-synonyms/texts';
import { sessionTexts } from '../session/texts';
import { stockTexts } from '../stock/texts';
import { teamTexts } from '../team/texts';
import { todayTexts } from '../today/texts';
import { uiTexts } from '../ui/texts';

// Each section keeps its own texts (`<section>/texts.ts`); here they become the app's one namespace, `admin`.
const inLocale = (locale: Locale) => ({
  ...layoutTexts[locale],
  ...uiTexts[locale],
  today: todayTexts[locale],
  orders: ordersTexts[locale],
  order: orderTexts[locale],
  refunds: refundsTexts[locale],
  stock: stockTexts[locale],
  promoCodes: promoCodesTexts[locale],
  messages: messagesTexts[locale],
  accounting: accountingTexts[locale],
  documents: documentsTexts[locale],
  journal: journalTexts[locale],
  catalogue: catalogueTexts[locale],
  products: productsTexts[locale],
  product: productTexts[locale],
  categories: categoriesTexts[locale],
  recipes: recipesTexts[locale],
  homePage: homePageTexts[locale],
  searchSynonyms: searchSynonymsTexts[locale],
  session: sessionTexts[locale],
  team: teamTexts[locale],
  customers: customersTexts[locale],
});

export const adminTranslations = defineTranslations({ fr: inLocale('fr'), en: inLocale('en'), it: inLocale('it') });
