import type { AddressTable } from '../addresses/address.table';
import type { AuditEntryTable } from '../audit/audit-entry.table';
import type { PageViewTable } from '../analytics/page-view.table';
import type { CartItemTable, CartTable } from '../cart/cart.table';
import type { ContactReplyTable, ContactTable } from '../contacts/contact.table';
import type { ProductCategoryCountTable, ProductCategoryTable } from '../catalog/category.table';
import type { ProductVariationTable } from '../catalog/product-variation.table';
import type { ProductTable } from '../catalog/product.table';
import type { ProductRecipeTable, RecipeTable } from '../catalog/recipe.table';
import type { CatalogueRedirectTable } from '../catalog/catalogue-redirect.table';
import type { ShopSettingTable } from '../shop-settings/shop-setting.table';
import type { PictureFileTable, UploadedPictureTable } from '../media/uploaded-picture.table';
import type { CreditNoteTable, DocumentCounterTable, InvoiceTable, SellerIdentityTable } from '../invoices/invoice.table';
import type { OrderLineTable, OrderTable, PaymentEventTable } from '../orders/order.table';
import type { PromoCodeTable } from '../promo/promo-code.table';
import type { RefundLineTable, RefundTable } from '../refunds/refund.table';
import type { KnownDeviceTable, RecoveryCodeTable, SecondFactorChallengeTable } from '../staff/second-factor.table';
import type { AttemptCountTable } from '../http/attempt-count.table';
import type { DataExportTable } from '../privacy/data-export.table';
import type {
  ProductSearchTable,
  SearchIndexStateTable,
  SearchMadeTable,
  SearchSynonymTable,
  SearchWordTable,
} from '../search/search.table';
import type { StockNotificationTable } from '../stock-notifications/stock-notification.table';
import type { TokenTable, UserTable } from '../users/user.table';
import type { Kysely, Transaction } from 'kysely';

/** Every table of the shop, as the query builder sees it. */
export interface Database {
  product_categories: ProductCategoryTable;
  product_category_counts: ProductCategoryCountTable;
  products: ProductTable;
  product_variations: ProductVariationTable;
  recipes: RecipeTable;
  product_recipes: ProductRecipeTable;
  users: UserTable;
  tokens: TokenTable;
  carts: CartTable;
  cart_items: CartItemTable;
  stock_notifications: StockNotificationTable;
  addresses: AddressTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payment_events: PaymentEventTable;
  promo_codes: PromoCodeTable;
  contacts: ContactTable;
  contact_replies: ContactReplyTable;
  page_views: PageViewTable;
  second_factor_challenges: SecondFactorChallengeTable;
  recovery_codes: RecoveryCodeTable;
  audit_entries: AuditEntryTable;
  refunds: RefundTable;
  refund_lines: RefundLineTable;
  document_counters: DocumentCounterTable;
  invoices: InvoiceTable;
  credit_notes: CreditNoteTable;
  seller_identities: SellerIdentityTable;
  catalogue_redirects: CatalogueRedirectTable;
  shop_settings: ShopSettingTable;
  uploaded_pictures: UploadedPictureTable;
  picture_files: PictureFileTable;
  attempt_counts: AttemptCountTable;
  known_devices: KnownDeviceTable;
  data_exports: DataExportTable;
  product_search: ProductSearchTable;
  search_words: SearchWordTable;
  search_synonyms: SearchSynonymTable;
  search_index_state: SearchIndexStateTable;
  searches_made: SearchMadeTable;
}

export type Db = Kysely<Database>;
/** A repository function takes the database or a transaction first. */
export type DbOrTransaction = Kysely<Database> | Transaction<Database>;
