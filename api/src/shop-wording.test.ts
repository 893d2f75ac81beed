import { shop } from '@lemon/kit/shop';
import { wordingProblems } from '@lemon/shared/i18n/checks';
import { expect, it } from 'vitest';
import { accountMailTexts } from './accounts/account-mails';
import { firstAddressLabels } from './accounts/accounts.repository';
import { contactMailTexts, contactToShopTexts } from './contacts/contact-mails';
import { seedCategories, seedProducts, seedRecipes } from './database/seed/catalogue-data';
import { defaultFestivalNotice } from './home-page/festival-notice';
import { documentTexts } from './invoices/document-texts';
import { orderMailTexts } from './orders/order-mails';
import { testPaymentTexts } from './payments/test-payment-texts';
import { refundMailTexts } from './refunds/refund-mails';
import { backInStockTexts } from './stock-notifications/back-in-stock-mail';

/** Every text the API writes for shoppers and the owner to read: e-mails, documents, pages, the seed catalogue. */
const apiTexts = {
  accountMails: accountMailTexts,
  contactMails: contactMailTexts,
  contactToShop: contactToShopTexts,
  orderMails: orderMailTexts,
  refundMails: refundMailTexts,
  backInStockMail: backInStockTexts,
  documents: documentTexts,
  testPayment: testPaymentTexts,
  festivalNotice: defaultFestivalNotice('2026-01-01').message,
  firstAddressLabels,
  seed: { categories: seedCategories, products: seedProducts, recipes: seedRecipes },
  shop,
};

it('writes apostrophes as ’ and speaks to the reader as «tu» in Italian, in every text the API sends or seeds', () => {
  expect(wordingProblems(apiTexts)).toEqual([]);
});
