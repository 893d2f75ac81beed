import { gatherCalls } from '@lemon/app-protocol';
import { accountingCalls } from './accounting/accounting-api';
import { catalogueCalls } from './catalogue/catalogue-api';
import { categoriesCalls } from './categories/categories-api';
import { customersCalls } from './customers/customers-api';
import { documentsCalls } from './documents/documents-api';
import { homePageCalls } from './home-page/home-page-api';
import { journalCalls } from './journal/journal-api';
import { messagesCalls } from './messages/messages-api';
import { orderCalls } from './order/order-api';
import { ordersCalls } from './orders/orders-api';
import { productCalls } from './product/product-api';
import { promoCodesCalls } from './promo-codes/promo-codes-api';
import { refundsCalls } from './refunds/refunds-api';
import { searchSynonymsCalls } from './search-synonyms/search-synonyms-api';
import { dutiesCalls } from './session/duties-api';
import { sessionCalls } from './session/session-api';
import { stockCalls } from './stock/stock-api';
import { teamCalls } from './team/team-api';
import { todayCalls } from './today/today-api';

/**
 * The calls the back office makes of the shop's API, each feature's declared beside it (`<feature>/<feature>-api.ts`)
 * with what it reads of the answer: its build records them (`calls.json`), and the API's tests check the API still
 * answers them (`api/consumer-records/admin/`). Changed, they are recorded anew: `pnpm calls:record admin`.
 */
export const adminCalls = gatherCalls(
  dutiesCalls,
  sessionCalls,
  teamCalls,
  ordersCalls,
  orderCalls,
  refundsCalls,
  documentsCalls,
  accountingCalls,
  customersCalls,
  todayCalls,
  journalCalls,
  messagesCalls,
  catalogueCalls,
  categoriesCalls,
  productCalls,
  homePageCalls,
  promoCodesCalls,
  searchSynonymsCalls,
  stockCalls,
);
