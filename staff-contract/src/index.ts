// The back office's calls (`/api/staff/…`): only `mf-admin` and the API import them, through
// `@lemon/staff-contract`, so no shopper's page carries them in the shared singleton.
export * from './audit';
export * from './orders';
export * from './documents';
export * from './refunds';
export * from './refund-amounts';
export * from './stock';
export * from './today';
export * from './messages';
export * from './promo-codes';
export * from './catalogue';
export * from './team';
export * from './page-views';
export * from './customers';
export * from './search-synonyms';
export * from './searches-made';
