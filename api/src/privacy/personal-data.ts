import type { Database } from '../database/database';

/**
 * What erasing a person's account does to a table's rows of theirs:
 * - `deleted`: their rows go (found by their account, or by their e-mail address for what visitors send);
 * - `emptied`: their rows stay, their personal columns blanked (the account's own row, the orders kept ten years);
 * - `kept as issued`: an accounting record the law makes the shop keep as it was issued (the invoice's buyer);
 * - `renamed`: a staff member's name or address in the journal gives way to the erased account's placeholder;
 * - `none`: the table holds no data about a person.
 */
export type Erasure = 'deleted' | 'emptied' | 'kept as issued' | 'renamed' | 'none';

interface TableData {
  erasure: Erasure;
  /** Columns that hold, or point to, a person's data. */
  personal: readonly string[];
  /** Every other column. */
  other: readonly string[];
}

/**
 * Every column of every table, personal or not: a column added to the schema and missing here fails
 * `personal-data.test.ts`, so whoever adds it decides how an erasure treats it (and `docs/privacy-and-retention.md`
 * says it in words).
 */
export const personalData: Record<keyof Database, TableData> = {
  users: {
    erasure: 'emptied',
    personal: [
      'email',
      'pending_email',
      'password_hash',
      'first_name',
      'last_name',
      'staff_role',
      'second_factor_secret',
      'second_factor_enrolled_at',
      'second_factor_last_step',
      'joined_team_at',
    ],
    other: ['id', 'locale', 'email_verified_at', 'created_at', 'erased_at'],
  },
  tokens: {
    erasure: 'deleted',
    personal: ['user_id', 'token_hash', 'public_id', 'browser', 'system', 'last_used_at', 'cart_uuid'],
    other: ['id', 'purpose', 'expires_at', 'used_at', 'created_at', 'second_factor', 'sign_in_expires_at', 'signed_in_at'],
  },
  addresses: {
    erasure: 'deleted',
    personal: ['user_id', 'label', 'first_name', 'last_name', 'line1', 'line2', 'zip', 'city', 'country'],
    other: ['id', 'is_default', 'created_at'],
  },
  carts: { erasure: 'deleted', personal: ['user_id', 'uuid'], other: ['id', 'promo_code_id', 'created_at', 'updated_at'] },
  cart_items: { erasure: 'deleted', personal: ['cart_id'], other: ['id', 'product_variation_id', 'quantity'] },
  orders: {
    erasure: 'emptied',
    personal: [
      'address_first_name',
      'address_last_name',
      'address_line1',
      'address_line2',
      'address_zip',
      'address_city',
      'address_country',
      'cart_id',
      'idempotency_key',
      'payment_url',
      'payment_url_expires_at',
      'tracking_number',
    ],
    // Kept ten years as accounting records, pointing to the emptied account.
    other: [
      'id',
      'reference',
      'user_id',
      'status',
      'locale',
      'subtotal',
      'discount',
      'shipping_cost',
      'total',
      'promo_code_id',
      'delivery_method',
      'age_confirmed_at',
      'payment_provider',
      'payment_reference',
      'payment_due_at',
      'paid_at',
      'shipped_at',
      'done_at',
      'cancelled_at',
      'cancel_cause',
      'cancel_requested_at',
      'cancel_requested_by',
      'cancel_request_note',
      'carrier',
      'shop_notified_at',
      'created_at',
    ],
  },
  order_lines: {
    erasure: 'none',
    personal: [],
    other: [
      'id',
      'order_id',
      'product_variation_id',
      'product_label_fr',
      'product_label_en',
      'product_label_it',
      'variation_label_fr',
      'variation_label_en',
      'variation_label_it',
      'unit_price',
      'quantity',
      'vat_rate',
    ],
  },
  invoices: {
    erasure: 'kept as issued',
    personal: ['buyer'],
    other: ['id', 'number', 'order_id', 'issued_at', 'issued_on', 'seller_identity_id'],
  },
  credit_notes: {
    erasure: 'none',
    personal: [],
    other: ['id', 'number', 'invoice_id', 'refund_id', 'issued_at', 'issued_on', 'seller_identity_id'],
  },
  stock_notifications: {
    erasure: 'deleted',
    personal: ['email'],
    other: ['id', 'product_variation_id', 'locale', 'created_at', 'notified_at'],
  },
  contacts: {
    erasure: 'deleted',
    personal: ['name', 'email', 'phone', 'message'],
    other: ['id', 'subject', 'locale', 'created_at', 'read_at', 'answered_at'],
  },
  contact_replies: {
    // A customer's message goes with its replies; a staff member's replies to others stay, signed by the placeholder.
    erasure: 'renamed',
    personal: ['staff_email', 'text'],
    other: ['id', 'contact_id', 'sent_at'],
  },
  audit_entries: {
    erasure: 'renamed',
    personal: ['actor_email', 'subject_id', 'before', 'after'],
    other: ['id', 'recorded_at', 'user_id', 'action', 'subject_type'],
  },
  second_factor_challenges: { erasure: 'deleted', personal: ['user_id', 'challenge_hash'], other: ['id', 'expires_at', 'used_at'] },
  recovery_codes: { erasure: 'deleted', personal: ['user_id', 'code_hash'], other: ['id', 'used_at', 'created_at'] },
  known_devices: { erasure: 'deleted', personal: ['user_id', 'device_hash'], other: ['id', 'first_seen_at', 'last_seen_at'] },
  attempt_counts: { erasure: 'deleted', personal: ['key'], other: ['count', 'window_ends_at'] },
  data_exports: {
    erasure: 'deleted',
    personal: ['user_id', 'token_hash', 'file_name', 'content'],
    other: ['id', 'created_at', 'expires_at'],
  },
  // A visitor's pages, under a random cookie no account is tied to: kept 25 months (see the retention periods).
  page_views: { erasure: 'none', personal: [], other: ['id', 'day', 'path', 'visitor', 'viewed_at'] },
  // Queries as typed, counted by day: no identity, and no query that looks like an address or a phone number.
  searches_made: { erasure: 'none', personal: [], other: ['day', 'query', 'searches', 'found_nothing'] },
  payment_events: {
    erasure: 'none',
    personal: [],
    other: ['id', 'type', 'order_reference', 'outcome', 'payment_reference', 'amount', 'currency', 'received_at'],
  },
  refunds: {
    erasure: 'none',
    personal: [],
    other: [
      'id',
      'order_id',
      'amount',
      'reason',
      'restocked',
      'status',
      'provider',
      'provider_reference',
      'idempotency_key',
      'request_fingerprint',
      'cancels_order',
      'provider_asked_at',
      'purpose',
      'user_id',
      'created_at',
      'settled_at',
    ],
  },
  refund_lines: { erasure: 'none', personal: [], other: ['id', 'refund_id', 'order_line_id', 'quantity', 'amount'] },
  document_counters: { erasure: 'none', personal: [], other: ['kind', 'year', 'last_number'] },
  seller_identities: { erasure: 'none', personal: [], other: ['id', 'identity', 'recorded_at'] },
  promo_codes: {
    erasure: 'none',
    personal: [],
    other: ['id', 'code', 'kind', 'value', 'minimum_amount', 'starts_at', 'ends_at', 'usage_limit', 'created_at', 'disabled_at'],
  },
  product_categories: {
    erasure: 'none',
    personal: [],
    other: ['id', 'label_fr', 'label_en', 'label_it', 'slug_fr', 'slug_en', 'slug_it', 'is_main', 'position', 'version', 'parent_id'],
  },
  product_category_counts: { erasure: 'none', personal: [], other: ['product_category_id', 'shown_products'] },
  products: {
    erasure: 'none',
    personal: [],
    other: [
      'id',
      'product_category_id',
      'label_fr',
      'label_en',
      'label_it',
      'slug_fr',
      'slug_en',
      'slug_it',
      'description_fr',
      'description_en',
      'description_it',
      'is_monthly',
      'is_highlighted',
      'position',
      'created_at',
      'contains_alcohol',
      'vat_rate',
      'version',
      'is_hidden',
      'updated_at',
      'best_seller_position',
      'shown_price',
      'in_stock',
      'units_sold',
    ],
  },
  product_variations: {
    erasure: 'none',
    personal: [],
    other: ['id', 'product_id', 'label_fr', 'label_en', 'label_it', 'color', 'price', 'stock', 'picture', 'is_default', 'position'],
  },
  recipes: {
    erasure: 'none',
    personal: [],
    other: [
      'id',
      'label_fr',
      'label_en',
      'label_it',
      'text_fr',
      'text_en',
      'text_it',
      'instructions_fr',
      'instructions_en',
      'instructions_it',
      'position',
      'version',
    ],
  },
  product_recipes: { erasure: 'none', personal: [], other: ['product_id', 'recipe_id'] },
  catalogue_redirects: { erasure: 'none', personal: [], other: ['id', 'kind', 'slug', 'target_id', 'created_at'] },
  shop_settings: { erasure: 'none', personal: [], other: ['key', 'value', 'version', 'updated_at'] },
  uploaded_pictures: { erasure: 'none', personal: [], other: ['name', 'created_at'] },
  picture_files: { erasure: 'none', personal: [], other: ['name', 'picture', 'content'] },
  product_search: {
    erasure: 'none',
    personal: [],
    other: ['product_id', 'name_fr', 'name_en', 'name_it', 'words_fr', 'words_en', 'words_it'],
  },
  search_words: { erasure: 'none', personal: [], other: ['word'] },
  search_synonyms: { erasure: 'none', personal: [], other: ['id', 'terms', 'version', 'updated_at'] },
  search_index_state: { erasure: 'none', personal: [], other: ['version'] },
};
